/**
 * The registration link offered to a guest who asked for a document: the registration form opens
 * with their names and e-mail filled in, and the log-in after it returns to the page they were on.
 */
import type { LeadRequest } from "@/lib/leads/schemas";

export function registerHref(registerPath: string, values: Pick<LeadRequest, "email" | "first_name" | "last_name">, returnTo = currentPath()): string {
  const query = new URLSearchParams({ email: values.email, first_name: values.first_name, last_name: values.last_name });
  if (returnTo) query.set("callbackUrl", returnTo);
  return `${registerPath}?${query.toString()}`;
}

const currentPath = () => (typeof window === "undefined" ? "" : window.location.pathname);
