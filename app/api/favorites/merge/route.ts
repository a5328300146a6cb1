import { favouritesMergeCall } from "@/lib/accounts/api-calls";
import { mergeFavourites } from "@/lib/accounts/favourites";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** After logging in: a guest's local favourites join the account's. */
export const POST = withApi(favouritesMergeCall, async ({ body, principal }) => {
  if (principal.kind !== "client") throw new ApiError("unauthorized", "Log in om verder te gaan");
  return ok({ favorites: await mergeFavourites(principal.clientId, body.ids) });
});
