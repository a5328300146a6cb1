/**
 * Search URLs: geo in the path, every other filter in the query under its `urlKey` (see
 * `filters.ts`). The URL is the source of truth for search state, so building and parsing must
 * round-trip. Pure and client-safe (no schema library: links are built in the browser).
 *   /search/spanje/costa-del-sol/marbella?cat=1,12&bedrooms=2&pricefrom=200000&sort=price_asc&page=2&view=map
 *   /search/spanje/provincie-alicante            (a province instead of a costa)
 *   /search/bbbbbbbbb_type/villas/spanje/...     (legacy type route; also `bbbbbbbbb_typeold_`)
 */
import { FILTER_NAMES, isUnset, normalizeFilters, readFilters, SEARCH_FILTERS, VIEWS, type FilterName, type SearchFilters, type View } from "./filters";
import { toGeoSelection, type GeoSelection } from "./filter-values";

const PROVINCE_PREFIX = "provincie-";

const LEGACY_TYPE_SEGMENTS = ["bbbbbbbbb_type", "bbbbbbbbb_typeold_"] as const;

/** Property-type slugs of the legacy type route. */
const TYPE_SLUGS: Readonly<Record<string, number[]>> = {
  appartementen: [1],
  penthouses: [12],
  villas: [2],
  "geschakelde-woningen": [3],
  bungalows: [4],
  woningen: [2, 3, 4],
  bouwgrond: [7],
  overig: [17],
};

export interface SearchLocation {
  filters: SearchFilters;
  view: View;
  /** Set when the URL came in through the legacy type route (its canonical is the plain search URL). */
  legacyType: string | null;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: Params, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  return Array.isArray(value) ? value[0] : value;
}

function geoSegments(geo: GeoSelection): string[] {
  const area = geo.region ?? (geo.province ? `${PROVINCE_PREFIX}${geo.province}` : undefined);
  const segments = [geo.country ?? (area || geo.town ? "spanje" : undefined), area, area ? geo.town : undefined];
  return segments.filter((segment): segment is string => Boolean(segment));
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return null;
  }
}

/** Geo path segments to a selection: [country, costa | provincie-x, town]. Null when malformed. */
export function parseGeoSegments(segments: readonly string[]): GeoSelection | null {
  if (segments.length > 3) return null;
  const decoded = segments.map(decodeSegment);
  if (decoded.some((segment) => segment === null)) return null;
  const [country, area, town] = decoded;
  const geo: GeoSelection = {};
  if (country) geo.country = country;
  if (area?.startsWith(PROVINCE_PREFIX)) geo.province = area.slice(PROVINCE_PREFIX.length);
  else if (area) geo.region = area;
  if (town) geo.town = town;
  return toGeoSelection(geo);
}

function fromQuery<K extends FilterName>(name: K, params: Params): SearchFilters[K] | undefined {
  const { urlKey, value } = SEARCH_FILTERS[name];
  const raw = urlKey === null ? undefined : first(params, urlKey);
  return raw === undefined ? undefined : value.fromUrl(raw);
}

/**
 * Parses the catch-all segments after `/search` and the query. Unknown, malformed or out-of-range
 * query values are dropped (a shared link with a typo still shows results); a malformed path gives
 * null (404).
 */
export function parseSearchLocation(segments: readonly string[], params: Params): SearchLocation | null {
  let rest = segments;
  let legacyType: string | null = null;
  let typeIds: number[] = [];
  if (rest[0] && (LEGACY_TYPE_SEGMENTS as readonly string[]).includes(rest[0])) {
    legacyType = rest[1]?.toLowerCase() ?? null;
    const ids = legacyType ? TYPE_SLUGS[legacyType] : undefined;
    if (!ids) return null;
    typeIds = ids;
    rest = rest.slice(2);
  }
  const esGeo = parseGeoSegments(rest);
  if (!esGeo) return null;

  const query = readFilters((name) => fromQuery(name, params));
  const view = first(params, "view");
  return {
    filters: normalizeFilters({ ...query, esGeo, cat: [...typeIds, ...(query.cat ?? [])] }),
    view: (VIEWS as readonly string[]).includes(view ?? "") ? (view as View) : "grid",
    legacyType,
  };
}

function toQuery<K extends FilterName>(name: K, filters: SearchFilters): [string, string] | null {
  const { urlKey, value } = SEARCH_FILTERS[name];
  const current = filters[name];
  if (urlKey === null || current === null || isUnset(name, current)) return null;
  return [urlKey, value.toUrl(current as NonNullable<SearchFilters[K]>)];
}

/** The query string of a search (no leading "?"); unset filters are left out so URLs stay short and canonical. */
function searchQuery(filters: SearchFilters, view: View = "grid"): string {
  const query = new URLSearchParams(FILTER_NAMES.flatMap((name) => {
    const entry = toQuery(name, filters);
    return entry ? [entry] : [];
  }));
  if (view !== "grid") query.set("view", view);
  // Commas and the semicolons between an area's points are safe in a query: kept readable.
  return query.toString().replace(/%2C/g, ",").replace(/%3B/g, ";");
}

/**
 * The search page a cached route can serve for a search URL with a query: `segments` (after `/search`)
 * and the canonical query that lists the same (unknown keys such as utm_* dropped, values normalised,
 * keys in the filter table's order), or null when the URL names no search or comes in through the
 * legacy type route (both stay rendered per request). `""`: nothing in the query changes the listing.
 */
export function canonicalSearchQuery(segments: readonly string[], params: URLSearchParams): string | null {
  const location = parseSearchLocation(segments, params);
  if (!location || location.legacyType !== null) return null;
  return searchQuery(location.filters, location.view);
}

/** `/search/...?...` for a selection (prefix it with the site's base path via `sitePath`). */
export function searchPath(filters: SearchFilters, view: View = "grid"): string {
  const path = ["/search", ...geoSegments(filters.esGeo)].join("/");
  const query = searchQuery(filters, view);
  return query ? `${path}?${query}` : path;
}
