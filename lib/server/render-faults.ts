/**
 * Which page renders failed because the database does not answer, so that the production server can
 * answer them 503 (lib/server/unavailable-page.ts). The server gives each page request a number in a
 * private header; Next's `onRequestError` (instrumentation.ts) marks that number when the error is the
 * database's. Kept on globalThis: the server bundle and Next's instrumentation bundle share the
 * process, not modules. Small on purpose: instrumentation imports it in every runtime.
 */
import { isDatabaseUnavailable } from "../db/unavailable";

/** The private request header carrying the render's number (a client's own value is replaced). */
export const RENDER_HEADER = "x-costa-render";

const state = globalThis as unknown as { __costaRenderFaults?: { next: number; unavailable: Set<string> } };
const faults = (state.__costaRenderFaults ??= { next: 0, unavailable: new Set<string>() });

/** For onRequestError: remembers that this render failed on the database. */
export function noteRenderError(error: unknown, headers: Record<string, string | string[] | undefined>): void {
  const id = headers[RENDER_HEADER];
  if (typeof id === "string" && isDatabaseUnavailable(error)) faults.unavailable.add(id);
}

/** A new render's number (the caller puts it in RENDER_HEADER and forgets it once answered). */
export function nextRenderId(): string {
  return String(++faults.next);
}

export function failedOnDatabase(id: string): boolean {
  return faults.unavailable.has(id);
}

export function forgetRender(id: string): void {
  faults.unavailable.delete(id);
}
