import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { suggestCall } from "@/lib/catalogue/api-calls";
import { suggest } from "@/lib/catalogue/suggest/service";
import { sitePath } from "@/lib/site/site";

export const dynamic = "force-dynamic";

/**
 * Suggestions for the search box. The answer depends only on the URL and the host (public catalogue
 * data, no session), so browsers and shared caches may keep it for a minute.
 */
export const GET = withApi(suggestCall, async ({ query, site }) => {
  const suggestions = await suggest(query.q, site.partnerId);
  return ok(
    suggestions.map(({ path, ...suggestion }) => ({ ...suggestion, url: sitePath(site, path) })),
    { query: query.q },
    { headers: { "Cache-Control": "public, max-age=60", Vary: "Host" } },
  );
});
