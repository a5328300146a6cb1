import { favoritesCall } from "@/lib/accounts/api-calls";
import { listFavoriteIds } from "@/lib/accounts/favorites";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";

export const dynamic = "force-dynamic";

/** The logged-in client's favorites: ids and cards (links on the calling site), newest first. */
export const GET = withApi(favoritesCall, async ({ principal, site }) => {
  const ids = await listFavoriteIds(principal.clientId, site.partnerId);
  return ok({ ids, cards: await getProjectCards(site, ids) });
});
