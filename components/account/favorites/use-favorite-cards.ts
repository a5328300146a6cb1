/**
 * The cards of the favorites page: a logged-in client's from the account (`GET /api/favorites`), a
 * guest's from this browser's list (`POST /api/project/cards`). Read once per visit of the page: a
 * heart un-set on the page leaves its card in place (and the keyboard focus with it) until the next visit.
 */
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { localFavorites } from "@/components/favorites/favorites-backend";
import { apiCall } from "@/lib/api/client";
import type { ProjectCard } from "@/lib/catalogue/card";
import { useClientSession } from "../session/use-client-session";

export type FavoriteCards =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "done"; cards: ProjectCard[]; guest: boolean };

const ONCE_PER_VISIT = { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
// Until hydration the browser's list is unknown (the server has none).
const unknown = () => null;

export function useFavoriteCards(partner: string | null): FavoriteCards {
  const session = useClientSession();
  const store = localFavorites();
  const localIds = useSyncExternalStore(store.subscribe, store.getSnapshot, unknown);

  const account = useQuery({
    queryKey: ["favorites", "client", partner],
    queryFn: async () => (await apiCall("GET /api/favorites", { query: partner ? { partner } : {} })).data.cards,
    enabled: session.status === "client",
    ...ONCE_PER_VISIT,
  });
  const local = useQuery({
    queryKey: ["favorites", "guest", partner],
    // The ids as they are when the page asks, not a live key: see above.
    queryFn: async () => (await apiCall("POST /api/project/cards", { body: { ids: [...store.getSnapshot()], ...(partner ? { partner } : {}) } })).data,
    enabled: session.status === "guest" && localIds !== null && localIds.length > 0,
    ...ONCE_PER_VISIT,
  });

  if (session.status === "loading" || localIds === null) return { status: "loading" };
  const used = session.status === "client" ? account : local;
  if (session.status === "guest" && localIds.length === 0 && !local.data) return { status: "done", cards: [], guest: true };
  if (used.isError) return { status: "error", retry: () => void used.refetch() };
  return used.data ? { status: "done", cards: used.data, guest: session.status === "guest" } : { status: "loading" };
}
