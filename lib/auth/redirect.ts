/**
 * Where to send a visitor after logging in (spec section 5): an internal path, one leading slash,
 * allowed characters, an optional query and hash, on the current site (under its base path). Anything
 * else falls back to that site's home. Pure and client-safe: the log-in form and next-auth's redirect
 * callback both use it.
 */

/** RFC 3986 path, query and fragment characters (percent-escapes included); no backslash, no space. */
const ALLOWED = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*)?$/;
const MAX_LENGTH = 2048;

/** The target decoded as often as a browser or server might, to see what it can turn into. */
function decodings(target: string): string[] {
  const forms = [target];
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(forms.at(-1)!);
      if (next === forms.at(-1)) break;
      forms.push(next);
    } catch {
      return [];
    }
  }
  return forms;
}

function isInternal(target: string): boolean {
  if (target.length > MAX_LENGTH || !ALLOWED.test(target)) return false;
  const forms = decodings(target);
  if (forms.length === 0) return false;
  // `//host`, `/\host` (and their escaped forms) leave the site; control characters have no business here.
  return forms.every((form) => !/^\/[/\\]/.test(form) && !form.includes("\\") && !/[\u0000-\u001f\u007f]/.test(form));
}

/**
 * `target` when it is an internal path on the site with `basePath` ("", "/old" or "/{partner}"),
 * else `fallback` (the site's home).
 */
export function safeRedirectPath(target: unknown, fallback: string, basePath = ""): string {
  if (typeof target !== "string" || !isInternal(target)) return fallback;
  if (!basePath) return target;
  const rest = target.slice(basePath.length);
  return target.startsWith(basePath) && (rest === "" || /^[/?#]/.test(rest)) ? target : fallback;
}
