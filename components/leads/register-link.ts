/**
 * The registration link offered to a guest who asked for a document: the registration form opens
 * with their names and e-mail filled in, and the log-in after it returns to the page they were on.
 */
import type { LeadRequest } from "@/lib/leads/schemas";

/** `registerPath` may carry its own query (a `callbackUrl`): it is kept, and the names join it. */
export function registerHref(registerPath: string, values: Pick<LeadRequest, "email" | "first_name" | "last_name">, returnTo = currentPath()): string {
  const [path, search = ""] = registerPath.split("?", 2) as [string, string?];
  const query = new URLSearchParams(search);
  query.set("email", values.email);
  query.set("first_name", values.first_name);
  query.set("last_name", values.last_name);
  if (returnTo && !query.has("callbackUrl")) query.set("callbackUrl", returnTo);
  return `${path}?${query.toString()}`;
}

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);
