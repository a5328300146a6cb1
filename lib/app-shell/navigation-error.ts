/**
 * Spec section 8: a navigation error is shown with its status (default 500) and its message. Server
 * errors reach the browser without their message (Next keeps it in the logs, under the digest), so
 * only a browser-side error shows its own words. Pure, client-safe.
 */
const DEFAULT_ERROR_STATUS = 500;

type ErrorLike = { status?: unknown; statusCode?: unknown; digest?: unknown; message?: unknown };

export function errorStatus(error: unknown): number {
  const candidate = error && typeof error === "object" ? ((error as ErrorLike).status ?? (error as ErrorLike).statusCode) : undefined;
  return typeof candidate === "number" && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599 ? candidate : DEFAULT_ERROR_STATUS;
}

/** The error's own message when it is a browser-side one, else null. */
export function errorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || typeof (error as ErrorLike).digest === "string") return null;
  const message = error.message.trim();
  return message ? message.slice(0, 300) : null;
}
