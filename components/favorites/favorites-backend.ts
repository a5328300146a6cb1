/**
 * Which favorites store the page's hearts use: this browser's local storage, unless a logged-in
 * client's server-backed store has taken over (`account-favorites.tsx`, loaded only when the
 * signed-in hint is set). "local": nobody has said otherwise; "guest": the island found no client
 * (or could not read the list), so local storage it is; "waiting": the island is still finding out,
 * and heart clicks are held (then answered by the right store); "account": the client's store.
 * One per page; client-safe (the browser is touched inside the stores only).
 */
import { createLocalFavoritesStore, type FavoritesStore } from "@/lib/accounts/favorites-store";

export type Backend = "local" | "guest" | "waiting" | "account";

let local: FavoritesStore | null = null;
let account: FavoritesStore | null = null;
let backend: Backend = "local";
const listeners = new Set<() => void>();

/** The guest's list in this browser (also what is merged into an account after a log-in). */
export function localFavorites(): FavoritesStore {
  return (local ??= createLocalFavoritesStore());
}

/** The store a heart's click goes to now. */
export function currentFavorites(): FavoritesStore {
  return account ?? localFavorites();
}

export const currentBackend = (): Backend => backend;

/**
 * Hands the hearts to the logged-in client's store, holds them ("waiting"), leaves them with local
 * storage for a guest ("guest"), or back to where nothing is known ("local", when the island goes).
 */
export function setAccountFavorites(store: FavoritesStore | "waiting" | "guest" | "local"): void {
  const next: Backend = typeof store === "string" ? store : "account";
  const nextStore = typeof store === "string" ? null : store;
  if (next === backend && nextStore === account) return;
  backend = next;
  account = nextStore;
  for (const listener of [...listeners]) listener();
}

/** Calls back when the backend changes (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribeBackend(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Calls back when the store changes, or the list in the current store does; returns the unsubscribe. */
export function subscribeFavorites(onChange: () => void): () => void {
  let unsubscribeStore = currentFavorites().subscribe(onChange);
  const onSwap = () => {
    unsubscribeStore();
    unsubscribeStore = currentFavorites().subscribe(onChange);
    onChange();
  };
  listeners.add(onSwap);
  return () => {
    listeners.delete(onSwap);
    unsubscribeStore();
  };
}
