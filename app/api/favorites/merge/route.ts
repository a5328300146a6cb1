import { favoritesMergeCall } from "@/lib/accounts/api-calls";
import { mergeFavorites } from "@/lib/accounts/favorites";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** After logging in: a guest's local favorites join the account's. */
export const POST = withApi(favoritesMergeCall, async ({ body, principal, site }) => {
  return ok({ favorites: await mergeFavorites(principal.clientId, body.ids, site.partnerId) });
});
