/**
 * Building search URLs (the inverse of `parseSearchLocation` in `url.ts`, which re-exports these):
 * geo in the path, every other filter in the query. Schema-free, so browser code can build links
 * without shipping the validation library.
 */
import { DEFAULT_PER_PAGE, SORTS, type GeoSelection, type SearchFilters, type View } from "./filter-core";

export const PROVINCE_PREFIX = "provincie-";

export function geoSegments(geo: GeoSelection): string[] {
  const area = geo.region ?? (geo.province ? `${PROVINCE_PREFIX}${geo.province}` : undefined);
  const segments = [geo.country ?? (area || geo.town ? "spanje" : undefined), area, area ? geo.town : undefined];
  return segments.filter((segment): segment is string => Boolean(segment));
}

/** The query string of a search (no leading "?"); defaults are left out so URLs stay short and canonical. */
export function searchQuery(filters: SearchFilters, view: View = "grid"): string {
  const query = new URLSearchParams();
  if (filters.cat.length) query.set("cat", filters.cat.join(","));
  if (filters.bedrooms) query.set("bedrooms", String(filters.bedrooms));
  if (filters.bathrooms) query.set("bathrooms", String(filters.bathrooms));
  if (filters.pricefrom) query.set("pricefrom", String(filters.pricefrom));
  if (filters.priceto) query.set("priceto", String(filters.priceto));
  if (filters.bounds) {
    const { south, west, north, east } = filters.bounds;
    query.set("bounds", [south, west, north, east].map((n) => Number(n.toFixed(5))).join(","));
  }
  if (filters.near) query.set("near", [filters.near.lat, filters.near.lng].map((n) => Number(n.toFixed(5))).concat(filters.near.radius_km).join(","));
  if (filters.sort !== SORTS[0]) query.set("sort", filters.sort);
  if (filters.page > 1) query.set("page", String(filters.page));
  if (filters.per_page !== DEFAULT_PER_PAGE) query.set("per_page", String(filters.per_page));
  if (view !== "grid") query.set("view", view);
  return query.toString().replace(/%2C/g, ",");
}

/** `/search/...?...` for a selection (prefix it with the site's base path via `sitePath`). */
export function searchPath(filters: SearchFilters, view: View = "grid"): string {
  const path = ["/search", ...geoSegments(filters.esGeo)].join("/");
  const query = searchQuery(filters, view);
  return query ? `${path}?${query}` : path;
}
