import { describe, expect, it, vi } from "vitest";
import {
  cleanFavorites,
  FAVORITES_MAX,
  isFavorite,
  mergeFavorites,
  parseFavorites,
  serializeFavorites,
  toggleFavorite,
} from "@/lib/accounts/favorite-ids";
import { createLocalFavoritesStore, FAVORITES_KEY, type LocalEnvironment } from "@/lib/accounts/favorites-store";

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe("favorite ids", () => {
  it("round-trips through the stored form, newest first", () => {
    const text = serializeFavorites([12, 7, 3]) ?? "";
    expect(JSON.parse(text)).toEqual({ v: 1, ids: [12, 7, 3] });
    expect(parseFavorites(text)).toEqual([12, 7, 3]);
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["a bare array (no version)", "[1,2,3]"],
    ["another version", JSON.stringify({ v: 2, ids: [1, 2] })],
    ["ids that are no list", JSON.stringify({ v: 1, ids: "1,2" })],
    ["a number", "42"],
    ["null", "null"],
    ["another app's value", JSON.stringify({ theme: "dark" })],
  ])("reads %s as no favorites", (_, text) => {
    expect(parseFavorites(text)).toEqual([]);
  });

  it("keeps only valid project ids, once each", () => {
    const text = JSON.stringify({ v: 1, ids: [5, "6", 0, -1, 1.5, 5, null, 2 ** 31, 2_147_483_647, { id: 7 }, 8] });
    expect(parseFavorites(text)).toEqual([5, 2_147_483_647, 8]);
  });

  it("caps a stored list at the maximum, keeping the newest", () => {
    const text = JSON.stringify({ v: 1, ids: range(1, FAVORITES_MAX + 50) });
    expect(parseFavorites(text)).toEqual(range(1, FAVORITES_MAX));
    expect(cleanFavorites(range(1, 10), 3)).toEqual([1, 2, 3]);
  });

  it("toggles: adds in front, removes, and drops the oldest when full", () => {
    const added = toggleFavorite([3, 1], 9);
    expect(added).toEqual({ ids: [9, 3, 1], change: "added" });
    expect(isFavorite(added.ids, 9)).toBe(true);
    const removed = toggleFavorite(added.ids, 3);
    expect(removed).toEqual({ ids: [9, 1], change: "removed" });
    expect(isFavorite(removed.ids, 3)).toBe(false);
    expect(toggleFavorite([3, 2, 1], 4, 3)).toEqual({ ids: [4, 3, 2], change: "added" });
  });

  it("does not change the list it is given", () => {
    const ids = Object.freeze([2, 1]);
    toggleFavorite(ids, 3);
    toggleFavorite(ids, 2);
    expect(ids).toEqual([2, 1]);
  });

  it("merges two lists: the first keeps its order, the second adds what is missing", () => {
    expect(mergeFavorites([4, 2], [2, 9, 4, 1])).toEqual([4, 2, 9, 1]);
    expect(mergeFavorites(range(1, 3), range(10, 3), 4)).toEqual([1, 2, 3, 10]);
  });
});

/** A Map-backed storage and an event target standing in for the window. */
function fakeBrowser({ blocked = false } = {}) {
  const items = new Map<string, string>();
  const events = new EventTarget();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const env: LocalEnvironment = {
    storage: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return storage;
    },
    events: () => events,
  };
  /** What another tab does: write the entry, then the browser fires `storage` here. */
  const otherTab = (key: string | null, value: string | null) => {
    if (key && value !== null) items.set(key, value);
    else if (key) items.delete(key);
    else items.clear();
    events.dispatchEvent(Object.assign(new Event("storage"), { key }));
  };
  return { items, env, otherTab };
}

describe("local favorites store", () => {
  it("saves a toggle under one key and tells every subscriber", () => {
    const { items, env } = fakeBrowser();
    const store = createLocalFavoritesStore(env);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);

    expect(store.toggle(7)).toBe("added");
    expect(store.toggle(3)).toBe("added");
    expect(store.getSnapshot()).toEqual([3, 7]);
    expect(parseFavorites(items.get(FAVORITES_KEY))).toEqual([3, 7]);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);

    expect(store.toggle(3)).toBe("removed");
    expect(store.toggle(7)).toBe("removed");
    expect(store.getSnapshot()).toEqual([]);
    expect(items.has(FAVORITES_KEY)).toBe(false);
  });

  it("returns the same snapshot while nothing changed", () => {
    const { env } = fakeBrowser();
    const store = createLocalFavoritesStore(env);
    store.toggle(1);
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    store.toggle(2);
    expect(store.getSnapshot()).not.toBe(snapshot);
  });

  it("follows other tabs through the storage event, and ignores other keys", () => {
    const { env, otherTab } = fakeBrowser();
    const store = createLocalFavoritesStore(env);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    otherTab(FAVORITES_KEY, serializeFavorites([4, 5]));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([4, 5]);

    otherTab("bedrooms_demo", "2");
    expect(listener).toHaveBeenCalledTimes(1);

    otherTab(null, null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([]);

    unsubscribe();
    otherTab(FAVORITES_KEY, serializeFavorites([6]));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads a corrupt entry as empty and overwrites it on the next toggle", () => {
    const { items, env } = fakeBrowser();
    items.set(FAVORITES_KEY, "<<garbage>>");
    const store = createLocalFavoritesStore(env);
    expect(store.getSnapshot()).toEqual([]);
    store.toggle(8);
    expect(JSON.parse(items.get(FAVORITES_KEY) ?? "")).toEqual({ v: 1, ids: [8] });
  });

  it("keeps working in memory when storage is blocked", () => {
    const { env } = fakeBrowser({ blocked: true });
    const store = createLocalFavoritesStore(env);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.toggle(2)).toBe("added");
    expect(store.getSnapshot()).toEqual([2]);
    expect(store.toggle(2)).toBe("removed");
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps working in memory when storage refuses a write (full)", () => {
    const { items, env } = fakeBrowser();
    const storage = env.storage();
    const full: LocalEnvironment = {
      ...env,
      storage: () => ({
        ...storage,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
    };
    const store = createLocalFavoritesStore(full);
    store.toggle(5);
    expect(store.getSnapshot()).toEqual([5]);
    expect(items.size).toBe(0);
  });

  it("replaces the whole list (the accounts merge), cleaned and capped", () => {
    const { items, env } = fakeBrowser();
    const store = createLocalFavoritesStore(env);
    store.replace([...range(1, FAVORITES_MAX), 500, 1]);
    expect(store.getSnapshot()).toEqual(range(1, FAVORITES_MAX));
    store.replace([]);
    expect(items.has(FAVORITES_KEY)).toBe(false);
  });
});
