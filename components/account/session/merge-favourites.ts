/**
 * Right after logging in: the favourites this browser kept for the guest join the account's, once;
 * the local list is cleared only when the server has them. A failure keeps them local (the next
 * log-in tries again) and never holds up the log-in.
 */
import type { FavouritesStore } from "@/lib/accounts/favourites-store";
import { callApi } from "@/lib/api/client-fetch";

export async function mergeLocalFavourites(store: FavouritesStore): Promise<void> {
  const ids = store.getSnapshot();
  if (ids.length === 0) return;
  try {
    await callApi<{ favorites: number[] }>("/api/favorites/merge", { body: { ids: [...ids] } });
    store.replace([]);
  } catch {
    // Kept in this browser; nothing is lost.
  }
}
