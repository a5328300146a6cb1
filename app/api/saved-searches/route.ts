import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { savedSearchCreateCall, savedSearchesCall } from "@/lib/saved-searches/api-calls";
import { createSavedSearch, listSavedSearches } from "@/lib/saved-searches/service";

export const dynamic = "force-dynamic";

/** The logged-in client's saved searches, with links on the calling site. */
export const GET = withApi(savedSearchesCall, async ({ principal, site }) => {
  return ok(await listSavedSearches(principal.clientId, site));
});

/** Saves a search on the calling site (its mails speak for that partner). */
export const POST = withApi(savedSearchCreateCall, async ({ body, principal, site }) => {
  const saved = await createSavedSearch(principal.clientId, site, body);
  return ok(saved, {}, { status: 201 });
});
