import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { savedSearchDeleteCall, savedSearchUpdateCall } from "@/lib/saved-searches/api-calls";
import { deleteSavedSearch, updateSavedSearch } from "@/lib/saved-searches/service";

export const dynamic = "force-dynamic";

/** Renames, refilters, pauses or resumes one of the client's own searches; anyone else's is a 404. */
export const PATCH = withApi(savedSearchUpdateCall, async ({ params, body, principal, site }) => {
  return ok(await updateSavedSearch(principal.clientId, params.id, site, body));
});

export const DELETE = withApi(savedSearchDeleteCall, async ({ params, principal }) => {
  await deleteSavedSearch(principal.clientId, params.id);
  return ok({ deleted: true as const });
});
