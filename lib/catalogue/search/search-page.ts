import "server-only";
/**
 * Everything a search page shows, read once per request (layout, `generateMetadata` and the page
 * share it through React `cache()`, keyed by plain strings since `cache()` compares by identity).
 */
import { cache } from "react";
import type { Site } from "../../site/site";
import { CANONICAL_FILTER_NAMES, keepFilters, type SearchFilters } from "./filters";
import { isBareSearch } from "./saved-filters";
import { geoFacets, geoMapPlaces } from "./facets";
import { resolveGeoSelection } from "./geo";
import { catalogueReach } from "./reach";
import { mapMarkers, searchProjects } from "./service";
import { parseSearchLocation, searchPath } from "./url";

type Query = Record<string, string | string[] | undefined>;

/** A stable string for the query (the cache key), keeping repeated keys. */
function queryKey(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  return params.toString();
}

const load = cache(async (site: Site, path: string, query: string) => {
  const location = parseSearchLocation(path ? path.split("/") : [], new URLSearchParams(query));
  if (!location) return null;
  const geo = await resolveGeoSelection(location.filters.esGeo);
  if (!geo) return null;
  const filters: SearchFilters = { ...location.filters, esGeo: geo.selection };
  const map = location.view === "map";
  const [result, facets, markers, places, reach] = await Promise.all([
    searchProjects(filters, site),
    geoFacets(filters, site.partnerId),
    map ? mapMarkers(filters, site) : Promise.resolve([]),
    map ? geoMapPlaces(filters, site.partnerId) : Promise.resolve([]),
    catalogueReach(),
  ]);
  return { ...location, filters, geo, result, facets, markers, places, reach, bare: isBareSearch(path ? path.split("/") : [], query) };
});

/** The search page for `segments` (after `/search`) and the query; null when the URL names no real search (404). */
export function loadSearchPage(site: Site, segments: readonly string[] | undefined, query: Query) {
  return load(site, (segments ?? []).join("/"), queryKey(query));
}

/**
 * The canonical URL path of a search: the filters marked `canonical` (what is listed), without the
 * presentation (view, sort) or a map area, and the legacy type route folded into the plain one.
 */
export function canonicalSearchPath(filters: SearchFilters): string {
  return searchPath(keepFilters(filters, CANONICAL_FILTER_NAMES));
}
