/**
 * Campaign parameters survive redirects. Cached pages (a project page answering 308 to its canonical
 * slug) cannot read the query without becoming dynamic, so the redirect they send names the bare
 * path and a visitor from an ad would lose `utm_*` and `gclid` before analytics sees them. The
 * production server (scripts/serve.mts) copies them from the request onto such a redirect.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CLICK_IDS = new Set(["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "_gl"]);
/** Bounds, so that a crafted query cannot make the Location header huge. */
const MAX_PARAMS = 12;
const MAX_VALUE_LENGTH = 300;

export function isTrackingParam(name: string): boolean {
  return name.startsWith("utm_") || CLICK_IDS.has(name);
}

/** `location` with the request's tracking parameters it lacks; unchanged when there are none. */
export function withTrackingParams(location: string, requestUrl: string): string {
  const request = new URL(requestUrl, "http://request.invalid");
  const target = new URL(location, "http://request.invalid");
  let added = 0;
  for (const [name, value] of request.searchParams) {
    if (added >= MAX_PARAMS) break;
    if (!isTrackingParam(name) || value.length > MAX_VALUE_LENGTH || target.searchParams.has(name)) continue;
    target.searchParams.append(name, value);
    added += 1;
  }
  if (added === 0) return location;
  // Keep the Location as relative or absolute as the app wrote it.
  return target.origin === "http://request.invalid" && !location.startsWith("http") ? `${target.pathname}${target.search}${target.hash}` : target.toString();
}

/** Makes `response` carry the request's tracking parameters on any redirect it sends. */
export function keepTrackingOnRedirect(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? "";
  if (!url.includes("?")) return;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    const location = this.getHeader("location");
    if (REDIRECTS.has(status) && typeof location === "string") this.setHeader("location", withTrackingParams(location, url));
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
