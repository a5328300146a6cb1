/**
 * Cross-site write protection for cookie-authenticated calls: a browser sends the session cookie with
 * any request to the site (SameSite=Lax still allows top-level form posts), so a write that relies on
 * the cookie must come from a page of the same origin. Bearer-token calls carry no ambient credential
 * and need no such check. Pure.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when the request may proceed: a safe method, or an `Origin` (else `Referer`) on the host the
 * request was sent to. A browser always sends `Origin` on a cross-origin POST; a request with neither
 * header did not come from a browser page.
 */
export function isSameOriginWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source || source === "null") return !request.headers.get("origin");
  try {
    return new URL(source).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
