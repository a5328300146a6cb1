import { fail, ok } from "@/lib/api/respond";
import { validate } from "@/lib/api/validation";
import { searchApiSite } from "@/lib/catalogue/search/api-site";
import { geoSearchQuerySchema } from "@/lib/catalogue/search/schemas";
import { searchGeoByName } from "@/lib/catalogue/search/geo";
import { sitePath } from "@/lib/site/site";

export const dynamic = "force-dynamic";

/** The map's search by name: costas, provinces and towns matching `q` (accents and case ignored). */
export async function GET(request: Request) {
  const input = validate(geoSearchQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!input.ok) return input.response;
  const site = await searchApiSite(request, input.data.partner);
  if (!site) return fail("not_found", "Onbekende partner", { partner: ["onbekende partner"] });

  const suggestions = await searchGeoByName(input.data.q, input.data.limit);
  return ok(
    suggestions.map((suggestion) => ({ ...suggestion, url: sitePath(site, suggestion.path) })),
    { query: input.data.q },
  );
}
