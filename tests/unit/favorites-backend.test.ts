import { describe, expect, it, vi } from "vitest";
import { currentBackend, currentFavorites, setAccountFavorites, subscribeFavorites } from "@/components/favorites/favorites-backend";
import type { FavoritesStore } from "@/lib/accounts/favorites-store";

/** A store in memory that counts its subscribers. */
function memoryStore(ids: number[]) {
  const listeners = new Set<() => void>();
  const store: FavoritesStore = {
    getSnapshot: () => ids,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: () => "added",
    replace: () => undefined,
  };
  return { store, listeners, change: () => listeners.forEach((listener) => listener()) };
}

describe("the hearts' favorites backend", () => {
  it("hands the hearts from one store to another, and follows only the current one", () => {
    const first = memoryStore([1]);
    const second = memoryStore([2]);
    setAccountFavorites(first.store);
    expect(currentBackend()).toBe("account");
    expect(currentFavorites().getSnapshot()).toEqual([1]);

    const onChange = vi.fn();
    const stop = subscribeFavorites(onChange);
    first.change();
    expect(onChange).toHaveBeenCalledTimes(1);

    setAccountFavorites(second.store);
    // The swap itself is a change: every heart repaints from the new list.
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(currentFavorites().getSnapshot()).toEqual([2]);
    expect(first.listeners.size).toBe(0);
    first.change();
    expect(onChange).toHaveBeenCalledTimes(2);
    second.change();
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    expect(second.listeners.size).toBe(0);
  });

  it("holds the hearts while the account is being read, and tells a guest from nothing known", () => {
    setAccountFavorites("waiting");
    expect(currentBackend()).toBe("waiting");
    setAccountFavorites("guest");
    expect(currentBackend()).toBe("guest");
    setAccountFavorites("local");
    expect(currentBackend()).toBe("local");
  });
});
