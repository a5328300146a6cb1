/**
 * A logged-in client's favorites as a `FavoritesStore` over TanStack Query: the list from
 * `GET /api/favorites` (`useQuery`), each heart's click a `POST /api/favoritesubmit` (`useMutation`)
 * shown at once (`onMutate`), rolled back with an error toast when the save fails (`onError`), and
 * the list read again when the last save is done (`onSettled`). A click while offline is shown at
 * once and saved when the connection returns, then 'Gesynchroniseerd'. Needs a `QueryProvider` above.
 */
import { onlineManager, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { isFavorite, toggleFavorite, type FavoriteChange } from "@/lib/accounts/favorite-ids";
import type { FavoritesStore } from "@/lib/accounts/favorites-store";
import { apiCall } from "@/lib/api/client";
import { FAVORITE_IDS_KEY, FAVORITE_SAVE_KEY } from "./favorites-query";

const NONE: readonly number[] = [];

/** The list with `id` in it (newest first) or out of it. */
function setFavorite(ids: readonly number[], id: number, saved: boolean): readonly number[] {
  return isFavorite(ids, id) === saved ? ids : toggleFavorite(ids, id).ids;
}

async function readIds(): Promise<number[]> {
  return (await apiCall("GET /api/favorites")).data.ids;
}

async function save(id: number) {
  return (await apiCall("POST /api/favoritesubmit", { body: { project_id: id } })).data;
}

export type ServerFavorites = { status: "loading" | "failed" } | { status: "ready"; store: FavoritesStore };

/** The server-backed store once the client's list has arrived (`enabled`: a client is logged in). `failed`: the error toast's text. */
export function useServerFavorites(enabled: boolean, failed: string): ServerFavorites {
  const client = useQueryClient();
  const synced = useTranslations("feedback")("synced");
  const ids = useQuery({ queryKey: FAVORITE_IDS_KEY, queryFn: readIds, enabled });
  const { mutate } = useMutation({
    mutationKey: FAVORITE_SAVE_KEY,
    mutationFn: save,
    onMutate: async (id: number) => {
      // A read under way would overwrite the optimistic list with an older one.
      await client.cancelQueries({ queryKey: FAVORITE_IDS_KEY });
      const previous = client.getQueryData<readonly number[]>(FAVORITE_IDS_KEY) ?? NONE;
      client.setQueryData<readonly number[]>(FAVORITE_IDS_KEY, toggleFavorite(previous, id).ids);
      // Offline, TanStack Query holds the save and sends it when the connection returns.
      return { was: isFavorite(previous, id), offline: !onlineManager.isOnline() };
    },
    onSuccess: (_data, _id, context) => {
      if (context?.offline) notifySuccess(synced, { id: "favorites-synced" });
    },
    onError: (_error, id, context) => {
      // Back to how this project was before the click; other hearts clicked meanwhile keep their state.
      client.setQueryData<readonly number[]>(FAVORITE_IDS_KEY, (current = NONE) => setFavorite(current, id, context?.was ?? false));
      notifyError(failed, { id: `favorite-${id}` });
    },
    onSettled: () => {
      // Only after the last of several quick saves: an earlier answer would undo the later clicks on screen.
      if (client.isMutating({ mutationKey: FAVORITE_SAVE_KEY }) === 1) void client.invalidateQueries({ queryKey: FAVORITE_IDS_KEY });
    },
  });
  const ready = enabled && ids.isSuccess;

  const store = useMemo<FavoritesStore | null>(() => {
    if (!ready) return null;
    const getSnapshot = () => client.getQueryData<readonly number[]>(FAVORITE_IDS_KEY) ?? NONE;
    return {
      getSnapshot,
      subscribe: (onChange) =>
        client.getQueryCache().subscribe((event) => {
          if (event.query.queryKey[0] === FAVORITE_IDS_KEY[0] && event.query.queryKey[1] === FAVORITE_IDS_KEY[1]) onChange();
        }),
      toggle(id): FavoriteChange {
        const change = isFavorite(getSnapshot(), id) ? "removed" : "added";
        mutate(id);
        return change;
      },
      replace: (next) => client.setQueryData(FAVORITE_IDS_KEY, [...next]),
    };
  }, [ready, client, mutate]);
  if (store) return { status: "ready", store };
  return ids.isError ? { status: "failed" } : { status: "loading" };
}
