import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { geoSearchCall } from "@/lib/catalogue/api-calls";
import { searchGeoByName } from "@/lib/catalogue/search/geo";
import { sitePath } from "@/lib/site/site";

export const dynamic = "force-dynamic";

/** Costas, provinces and towns matching `q` (accents and case ignored), with their selection and coordinates; the site's own search box asks `/api/suggest`. */
export const GET = withApi(geoSearchCall, async ({ query, site }) => {
  const suggestions = await searchGeoByName(query.q, query.limit);
  return ok(
    suggestions.map((suggestion) => ({ ...suggestion, url: sitePath(site, suggestion.path) })),
    { query: query.q },
  );
});
