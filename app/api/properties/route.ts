import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { searchProjectsCall } from "@/lib/catalogue/api-calls";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { resolveGeoSelection } from "@/lib/catalogue/search/geo";
import { searchProjects } from "@/lib/catalogue/search/service";

export const dynamic = "force-dynamic";

/**
 * Spec section 7 `properties`: a search -> `data` = project cards, `meta` = `{ total, page, per_page,
 * filters }` (normalised, with the canonical place). An unknown place is a 404, so a caller can tell a
 * wrong link from an empty result.
 */
export const POST = withApi(searchProjectsCall, async ({ body, site }) => {
  const filters = normalizeFilters(body);
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) throw new AppError("not_found", "unknownPlace", { fields: { esGeo: [fieldText("fieldUnknownPlace")] } });
  const result = await searchProjects({ ...filters, esGeo: geo.selection }, site);
  return ok(result.cards, { total: result.total, page: result.page, per_page: result.per_page, filters: result.filters });
});
