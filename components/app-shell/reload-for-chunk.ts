import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReload } from "@/lib/app-shell/chunk-reload";

function lastReload(): number | null {
  try {
    const value = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Reloads the page for a chunk failure unless one did so in the last minute; true when it reloads. */
export function reloadForChunkFailure(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  const now = Date.now();
  if (!mayReload(lastReload(), now)) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without session storage there is no guard: never reload, or a broken chunk would loop.
    return false;
  }
  window.location.reload();
  return true;
}
