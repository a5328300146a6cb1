import { fail, ok } from "@/lib/api/respond";
import { parseJsonBody } from "@/lib/api/validation";
import { searchApiSite } from "@/lib/catalogue/search/api-site";
import { EMPTY_FILTERS, normalizeFilters } from "@/lib/catalogue/search/filters";
import { geoUrlRequestSchema } from "@/lib/catalogue/search/schemas";
import { resolveGeoSelection } from "@/lib/catalogue/search/geo";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath } from "@/lib/site/site";

export const dynamic = "force-dynamic";

/** Spec section 7 `geo-url`: a place selection (and categories) -> `data.url`, its search page; 404 for an unknown place. */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, geoUrlRequestSchema);
  if (!input.ok) return input.response;
  const { cat, partner, ...esGeo } = input.data;
  const site = await searchApiSite(request, partner);
  if (!site) return fail("not_found", "Onbekende partner", { partner: ["onbekende partner"] });

  const geo = await resolveGeoSelection(esGeo);
  if (!geo) return fail("not_found", "Onbekende plaats", { esGeo: ["onbekende plaats, of plaatsen die niet bij elkaar horen"] });

  const path = searchPath({ ...EMPTY_FILTERS, cat: normalizeFilters({ cat }).cat, esGeo: geo.selection });
  return ok({ url: sitePath(site, path), path, esGeo: geo.selection });
}
