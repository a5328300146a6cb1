import { fail, ok } from "@/lib/api/respond";
import { parseJsonBody } from "@/lib/api/validation";
import { searchApiSite } from "@/lib/catalogue/search/api-site";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { resolveGeoSelection } from "@/lib/catalogue/search/geo";
import { searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { searchProjects } from "@/lib/catalogue/search/service";

export const dynamic = "force-dynamic";

/**
 * Spec section 7 `properties`: a search -> `data` = project cards, `meta` = `{ total, page, per_page,
 * filters }` (normalised, with the canonical place). An unknown partner or place is a 404, so a
 * caller can tell a wrong link from an empty result; bad input is a 400 with `error.fields`.
 */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, searchRequestSchema);
  if (!input.ok) return input.response;
  const site = await searchApiSite(request, input.data.partner);
  if (!site) return fail("not_found", "Onbekende partner", { partner: ["onbekende partner"] });

  const filters = normalizeFilters(input.data);
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) return fail("not_found", "Onbekende plaats", { esGeo: ["onbekende plaats, of plaatsen die niet bij elkaar horen"] });

  const result = await searchProjects({ ...filters, esGeo: geo.selection }, site);
  return ok(result.cards, { total: result.total, page: result.page, per_page: result.per_page, filters: result.filters });
}
