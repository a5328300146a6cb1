/**
 * Right after logging in: the favorites this browser kept for the guest join the account's, once;
 * the local list is cleared only when the server has them. A failure keeps them local (the next
 * log-in tries again) and never holds up the log-in. Any favorites read before the merge (the
 * hearts' list, the favorites page) is read again.
 */
import { localFavorites } from "@/components/favorites/favorites-backend";
import { FAVORITES_QUERY_KEY } from "@/components/favorites/favorites-query";
import { apiCall } from "@/lib/api/client";
import { getQueryClient } from "./query-client";

export async function mergeLocalFavorites(store = localFavorites()): Promise<void> {
  const ids = store.getSnapshot();
  if (ids.length === 0) return;
  try {
    await apiCall("POST /api/favorites/merge", { body: { ids: [...ids] } });
    store.replace([]);
  } catch {
    // Kept in this browser; nothing is lost.
    return;
  }
  void getQueryClient().invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
}
