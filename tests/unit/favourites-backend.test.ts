import { describe, expect, it, vi } from "vitest";
import { currentBackend, currentFavourites, setAccountFavourites, subscribeFavourites } from "@/components/favourites/favourites-backend";
import type { FavouritesStore } from "@/lib/accounts/favourites-store";

/** A store in memory that counts its subscribers. */
function memoryStore(ids: number[]) {
  const listeners = new Set<() => void>();
  const store: FavouritesStore = {
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

describe("the hearts' favourites backend", () => {
  it("hands the hearts from one store to another, and follows only the current one", () => {
    const first = memoryStore([1]);
    const second = memoryStore([2]);
    setAccountFavourites(first.store);
    expect(currentBackend()).toBe("account");
    expect(currentFavourites().getSnapshot()).toEqual([1]);

    const onChange = vi.fn();
    const stop = subscribeFavourites(onChange);
    first.change();
    expect(onChange).toHaveBeenCalledTimes(1);

    setAccountFavourites(second.store);
    // The swap itself is a change: every heart repaints from the new list.
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(currentFavourites().getSnapshot()).toEqual([2]);
    expect(first.listeners.size).toBe(0);
    first.change();
    expect(onChange).toHaveBeenCalledTimes(2);
    second.change();
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    expect(second.listeners.size).toBe(0);
  });

  it("holds the hearts while the account is being read, and tells a guest from nothing known", () => {
    setAccountFavourites("waiting");
    expect(currentBackend()).toBe("waiting");
    setAccountFavourites("guest");
    expect(currentBackend()).toBe("guest");
    setAccountFavourites("local");
    expect(currentBackend()).toBe("local");
  });
});
