/**
 * Where a visitor's favorites live, behind one small interface: the page's one heart handler
 * (`components/favorites/favorite-hearts.tsx`) toggles through it and paints every heart from its
 * snapshot. Two implementations: this browser's local storage (here, for guests) and a logged-in
 * client's server-backed store over TanStack Query (`components/favorites/use-server-favorites.ts`,
 * `POST /api/favoritesubmit`); `components/favorites/favorites-backend.ts` picks one. On log-in the
 * local ids are folded into the account's once and the local list cleared. Client-safe: the browser
 * is only touched inside the methods, never on import, so server rendering can import this module.
 */
import { browserEnvironment, createLocalStore, type LocalEnvironment } from "../storage/local-store";
import { cleanFavorites, FAVORITES_FORMAT, toggleFavorite, type FavoriteChange } from "./favorite-ids";

export type { LocalEnvironment };

export interface FavoritesStore {
  /** The ids, newest first. The same array while nothing changed (React compares by identity). */
  getSnapshot(): readonly number[];
  /** Calls back after every change, in this tab or another one; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /**
   * Adds or removes one project and says which. Synchronous on purpose: the button shows the new
   * state and the toast at once. A server-backed store answers optimistically, saves in the
   * background, and rolls back (with its own error toast) when the save fails.
   */
  toggle(id: number): FavoriteChange;
  /** Replaces the whole list (e.g. after merging in the server's list). */
  replace(ids: readonly number[]): void;
}

/** One entry for every site on this origin: project ids mean the same on every partner site. */
export const FAVORITES_KEY = "costa_favourites";

/** Favorites in local storage (the shared local-store primitive), kept in step across tabs. */
export function createLocalFavoritesStore(env: LocalEnvironment = browserEnvironment, key = FAVORITES_KEY): FavoritesStore {
  const store = createLocalStore(key, FAVORITES_FORMAT, env);
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    toggle(id) {
      const result = toggleFavorite(store.getSnapshot(), id);
      store.set(result.ids);
      return result.change;
    },
    replace: (ids) => store.set(cleanFavorites(ids)),
  };
}
