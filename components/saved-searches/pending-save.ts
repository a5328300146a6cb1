/**
 * A guest's "save this search" across the log-in: remembered in this tab (sessionStorage) with the
 * search's path, and taken once the client is back on that same search, logged in. Client-safe.
 */
const KEY = "costa:pending-saved-search";

export interface PendingSave {
  path: string;
  name: string;
}

export function rememberPendingSave(pending: PendingSave): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the client saves again after logging in.
  }
}

/** The pending save for `path`, removed as it is read; null when there is none for this search. */
export function takePendingSave(path: string): PendingSave | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingSave>;
    if (pending.path !== path || typeof pending.name !== "string") return null;
    sessionStorage.removeItem(KEY);
    return { path: pending.path, name: pending.name };
  } catch {
    return null;
  }
}
