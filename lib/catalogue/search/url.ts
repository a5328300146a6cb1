/**
 * Search URLs: geo in the path, every other filter in the query. The URL is the source of truth for
 * search state, so building and parsing must round-trip. Client-safe.
 *   /search/spanje/costa-del-sol/marbella?cat=1,12&bedrooms=2&pricefrom=200000&sort=price_asc&page=2&view=map
 *   /search/spanje/provincie-alicante            (a province instead of a costa)
 *   /search/bbbbbbbbb_type/villas/spanje/...     (legacy type route; also `bbbbbbbbb_typeold_`)
 */
import { normalizeFilters, searchRequestSchema, VIEWS, type GeoSelection, type SearchFilters, type View } from "./filters";
import { PROVINCE_PREFIX } from "./search-path";

export { geoSegments, PROVINCE_PREFIX, searchPath, searchQuery } from "./search-path";

export const LEGACY_TYPE_SEGMENTS = ["bbbbbbbbb_type", "bbbbbbbbb_typeold_"] as const;

/** Property-type slugs of the legacy type route. */
export const TYPE_SLUGS: Readonly<Record<string, number[]>> = {
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
  const value = params instanceof URLSearchParams ? params.get(key) ?? undefined : params[key];
  return Array.isArray(value) ? value[0] : value;
}

function int(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

function numbers(value: string | undefined): number[] | undefined {
  if (!value) return undefined;
  const parts = value.split(",").map((part) => Number(part));
  return parts.every((part) => Number.isFinite(part)) ? parts : undefined;
}

/** Geo path segments to a selection: [country, costa | provincie-x, town]. Null when malformed. */
export function parseGeoSegments(segments: readonly string[]): GeoSelection | null {
  if (segments.length > 3) return null;
  const [country, area, town] = segments.map((segment) => decodeURIComponent(segment).toLowerCase());
  const geo: GeoSelection = {};
  if (country) geo.country = country;
  if (area?.startsWith(PROVINCE_PREFIX)) geo.province = area.slice(PROVINCE_PREFIX.length);
  else if (area) geo.region = area;
  if (town) geo.town = town;
  const parsed = searchRequestSchema.shape.esGeo.safeParse(geo);
  return parsed.success ? parsed.data : null;
}

/**
 * Parses the catch-all segments after `/search` and the query. Unknown or malformed query values are
 * dropped (a shared link with a typo still shows results); a malformed path gives null (404).
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

  const candidate = {
    cat: [...typeIds, ...(numbers(first(params, "cat")) ?? [])],
    esGeo,
    bedrooms: int(first(params, "bedrooms")),
    bathrooms: int(first(params, "bathrooms")),
    pricefrom: int(first(params, "pricefrom")),
    priceto: int(first(params, "priceto")),
    bounds: (() => {
      const [south, west, north, east] = numbers(first(params, "bounds")) ?? [];
      return south === undefined ? undefined : { south, west, north, east };
    })(),
    near: (() => {
      const [lat, lng, radius_km] = numbers(first(params, "near")) ?? [];
      return lat === undefined ? undefined : { lat, lng, ...(radius_km ? { radius_km } : {}) };
    })(),
    sort: first(params, "sort"),
    page: int(first(params, "page")),
    per_page: int(first(params, "per_page")),
  };
  // Validate field by field so one bad value does not throw away the others.
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    const field = searchRequestSchema.shape[key as keyof typeof searchRequestSchema.shape];
    const result = field.safeParse(key === "cat" ? (value as number[]).filter((id) => field.safeParse([id]).success) : value);
    if (result.success) clean[key] = result.data;
  }
  const view = first(params, "view");
  return {
    filters: normalizeFilters(clean),
    view: (VIEWS as readonly string[]).includes(view ?? "") ? (view as View) : "grid",
    legacyType,
  };
}
