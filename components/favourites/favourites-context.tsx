"use client";

import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from "react";
import { createLocalFavouritesStore, type FavouritesStore } from "@/lib/accounts/favourites-store";

/**
 * The favourites store the buttons read. Without a provider it is this browser's local storage;
 * the client-accounts issue wraps logged-in pages in `FavouritesStoreProvider` with a store that
 * also saves on the server (see `lib/accounts/favourites-store.ts`).
 */
const FavouritesStoreContext = createContext<FavouritesStore | null>(null);

// One per page, made on first use: every button shares it, so one toggle updates them all.
let localStore: FavouritesStore | null = null;

export function FavouritesStoreProvider({ store, children }: { store: FavouritesStore; children: ReactNode }) {
  return <FavouritesStoreContext value={store}>{children}</FavouritesStoreContext>;
}

export function useFavouritesStore(): FavouritesStore {
  return use(FavouritesStoreContext) ?? (localStore ??= createLocalFavouritesStore());
}

// The server (and hydration) render every project as not saved: storage is read after mount only.
const notSaved = () => false;

/** Whether one project is a favourite. A boolean snapshot: a toggle re-renders only the buttons it changes. */
export function useIsFavourite(id: number): boolean {
  const store = useFavouritesStore();
  const isSaved = useCallback(() => store.getSnapshot().includes(id), [store, id]);
  return useSyncExternalStore(store.subscribe, isSaved, notSaved);
}
