import { favouritesCall } from "@/lib/accounts/api-calls";
import { listFavouriteIds } from "@/lib/accounts/favourites";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";

export const dynamic = "force-dynamic";

/** The logged-in client's favourites: ids and cards (links on the calling site), newest first. */
export const GET = withApi(favouritesCall, async ({ principal, site }) => {
  if (principal.kind !== "client") throw new ApiError("unauthorized", "Log in om verder te gaan");
  const ids = await listFavouriteIds(principal.clientId);
  return ok({ ids, cards: await getProjectCards(site, ids) });
});
