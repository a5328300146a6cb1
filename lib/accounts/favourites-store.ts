/**
 * Where a visitor's favourites live, behind one small interface that React reads with
 * `useSyncExternalStore` (see `components/favourites/favourites-context.tsx`).
 *
 * Today there is one implementation: this browser's local storage. The client-accounts issue adds
 * a second one for logged-in clients (server favourites via `POST {prefix}/favoritesubmit`) and
 * hands it to `FavouritesStoreProvider`; on log-in it can fold the local ids into the server's
 * with `mergeFavourites` and then clear the local list. Client-safe: the browser is only touched
 * inside the methods, never on import, so server rendering can import this module.
 */
import { parseFavourites, serializeFavourites, toggleFavourite, type FavouriteChange } from "./favourite-ids";

export interface FavouritesStore {
  /** The ids, newest first. The same array while nothing changed (React compares by identity). */
  getSnapshot(): readonly number[];
  /** Calls back after every change, in this tab or another one; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /**
   * Adds or removes one project and says which. Synchronous on purpose: the button shows the new
   * state and the toast at once. A server-backed store answers optimistically, saves in the
   * background, and rolls back (with its own error toast) when the save fails.
   */
  toggle(id: number): FavouriteChange;
  /** Replaces the whole list (e.g. after merging in the server's list). */
  replace(ids: readonly number[]): void;
}

/** One entry for every site on this origin: project ids mean the same on every partner site. */
export const FAVOURITES_KEY = "costa_favourites";

/** The parts of the browser the local store uses; tests pass fakes. */
export interface LocalEnvironment {
  /** Local storage; may throw (blocked in private modes or by policy). */
  storage(): Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Where `storage` events from other tabs arrive (the window). */
  events(): Pick<EventTarget, "addEventListener" | "removeEventListener">;
}

const browser: LocalEnvironment = { storage: () => window.localStorage, events: () => window };

/** Favourites in local storage, shared by every button on the page and kept in step across tabs. */
export function createLocalFavouritesStore(env: LocalEnvironment = browser, key = FAVOURITES_KEY): FavouritesStore {
  const listeners = new Set<() => void>();
  // Storage may be blocked or full: then the list lives in memory for the rest of the page.
  let inMemory = false;
  let memory: string | null = null;
  let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

  function readRaw(): string | null {
    if (inMemory) return memory;
    try {
      return env.storage().getItem(key);
    } catch {
      inMemory = true;
      return memory;
    }
  }

  function getSnapshot(): readonly number[] {
    const raw = readRaw();
    if (raw !== cache.raw) cache = { raw, ids: parseFavourites(raw) };
    return cache.ids;
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function replace(ids: readonly number[]) {
    const raw = ids.length ? serializeFavourites(ids) : null;
    memory = raw;
    if (!inMemory) {
      try {
        if (raw) env.storage().setItem(key, raw);
        else env.storage().removeItem(key);
      } catch {
        // Blocked or full: from now on `memory` holds the list, so the change is not lost on this page.
        inMemory = true;
      }
    }
    notify();
  }

  // Other tabs write the same entry; `key` is null when they cleared all of storage.
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed === null || changed === key) notify();
  };

  function subscribe(onChange: () => void) {
    if (listeners.size === 0) env.events().addEventListener("storage", onStorage);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) env.events().removeEventListener("storage", onStorage);
    };
  }

  function toggle(id: number): FavouriteChange {
    const result = toggleFavourite(getSnapshot(), id);
    replace(result.ids);
    return result.change;
  }

  return { getSnapshot, subscribe, toggle, replace };
}
