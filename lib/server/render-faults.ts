/**
 * Which page renders failed because the database does not answer, or because the instance had too
 * much expensive work in flight (lib/server/work-limit.ts), so that the production server can answer
 * them 503 (lib/server/service-unavailable.ts). The server gives each page request a number in a private
 * header; Next's `onRequestError` (instrumentation.ts) marks that number with the kind of fault. Kept
 * on globalThis: the server bundle and Next's instrumentation bundle share the process, not modules.
 * Small on purpose: instrumentation imports it in every runtime.
 */
import { isDatabaseUnavailable } from "../db/unavailable";

/** The private request header carrying the render's number (a client's own value is replaced). */
export const RENDER_HEADER = "x-costa-render";

/** `database`: it does not answer; `busy`: the instance refused more expensive work. */
export type RenderFault = "database" | "busy";

const state = globalThis as unknown as { __costaRenderFaults?: { next: number; faults: Map<string, RenderFault> } };
const renders = (state.__costaRenderFaults ??= { next: 0, faults: new Map<string, RenderFault>() });

/** For onRequestError: remembers why this render failed, when it is a fault worth a 503. */
export function noteRenderError(error: unknown, headers: Record<string, string | string[] | undefined>): void {
  const id = headers[RENDER_HEADER];
  if (typeof id !== "string") return;
  // By name: the error may come through another bundle's copy of the class.
  if (error instanceof Error && error.name === "BusyError") renders.faults.set(id, "busy");
  else if (isDatabaseUnavailable(error)) renders.faults.set(id, "database");
}

/** A new render's number (the caller puts it in RENDER_HEADER and forgets it once answered). */
export function nextRenderId(): string {
  return String(++renders.next);
}

export function renderFault(id: string): RenderFault | undefined {
  return renders.faults.get(id);
}

export function forgetRender(id: string): void {
  renders.faults.delete(id);
}
