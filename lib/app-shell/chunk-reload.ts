/**
 * Spec sections 4 and 8: a page chunk that fails to load ("Loading chunk N failed": usually a new
 * deployment replaced the files the open page asks for) reloads the browser, at most once per
 * 60,000 ms, so a chunk that keeps failing shows the error page instead of a reload loop.
 * Pure, client-safe; the guard's time lives in session storage (one tab).
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "costa_chunk_reload";

/** webpack's "Loading chunk 12 failed", its ChunkLoadError, Turbopack's "Failed to load chunk ...", a failed dynamic import(). */
const CHUNK_FAILURE = /Loading chunk [\w-]+ failed|ChunkLoadError|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_FAILURE.test(`${reason.name} ${reason.message}`);
  return typeof reason === "string" && CHUNK_FAILURE.test(reason);
}

/** A reload is allowed when none happened for this reason in the last guard period. */
export function mayReload(lastReloadAt: number | null, now: number, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs || now < lastReloadAt;
}
