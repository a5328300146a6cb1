import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { geoUrlCall } from "@/lib/catalogue/api-calls";
import { EMPTY_FILTERS, normalizeFilters } from "@/lib/catalogue/search/filters";
import { resolveGeoSelection } from "@/lib/catalogue/search/geo";
import { searchPath } from "@/lib/catalogue/search/url";
import { sitePath } from "@/lib/site/site";

export const dynamic = "force-dynamic";

/** Spec section 7 `geo-url`: a place selection (and categories) -> `data.url`, its search page; 404 for an unknown place. */
export const POST = withApi(geoUrlCall, async ({ body, site }) => {
  const { cat, partner, ...esGeo } = body;
  void partner;
  const geo = await resolveGeoSelection(esGeo);
  if (!geo) throw new AppError("not_found", "unknownPlace", { fields: { esGeo: [fieldText("fieldUnknownPlace")] } });
  const path = searchPath({ ...EMPTY_FILTERS, cat: normalizeFilters({ cat }).cat, esGeo: geo.selection });
  return ok({ url: sitePath(site, path), path, esGeo: geo.selection });
});
