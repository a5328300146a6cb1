/**
 * The registration link offered to a guest who asked for a document: the log-in after registering
 * returns to the page they were on; their names and e-mail travel in session storage
 * (lib/accounts/register-prefill.ts), not in the link.
 */

/** `registerPath` may carry its own query (a `callbackUrl`): it is kept. */
export function registerHref(registerPath: string, returnTo = currentPath()): string {
  const [path, search = ""] = registerPath.split("?", 2) as [string, string?];
  const query = new URLSearchParams(search);
  if (returnTo && !query.has("callbackUrl")) query.set("callbackUrl", returnTo);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);
