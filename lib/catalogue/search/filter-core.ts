/**
 * The search filters without their zod schemas: constants, types and normalisation. Browser code
 * imports from here (or `search-path.ts`), so the search page ships no validation library; the
 * schemas in `filters.ts` (which re-exports all of this) validate at the edges.
 * Rules (spec section 5): bedrooms and bathrooms are minimums capped at 10; `priceto` defaults to
 * 10,000,000 when only `pricefrom` is set.
 */
import { PROPERTY_TYPES } from "../property-types";

export const ROOM_CAP = 10;
export const DEFAULT_MAX_PRICE = 10_000_000;
export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 60;
export const SEARCH_ACCOUNT_ID = 1;

export const SORTS = ["relevance", "price_asc", "price_desc", "newest"] as const;
export type Sort = (typeof SORTS)[number];
export const VIEWS = ["grid", "strip", "map"] as const;
export type View = (typeof VIEWS)[number];

export const CATALOGUE_TYPE_IDS = PROPERTY_TYPES.map((type) => type.id) as number[];

/** A place slug: lower-case words joined by single hyphens. */
export const GEO_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const GEO_SLUG_MAX = 80;

export interface GeoSelection {
  country?: string;
  region?: string;
  province?: string;
  town?: string;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface Near {
  lat: number;
  lng: number;
  radius_km: number;
}

/** Filters after normalisation: what the service runs and `meta.filters` returns. */
export interface SearchFilters {
  cat: number[];
  esGeo: GeoSelection;
  bedrooms: number | null;
  bathrooms: number | null;
  pricefrom: number | null;
  priceto: number | null;
  bounds: Bounds | null;
  near: Near | null;
  sort: Sort;
  page: number;
  per_page: number;
}

/** Validated input (a parsed request body or URL), before the rules above are applied. */
export type FilterInput = Partial<{
  cat: number[];
  esGeo: GeoSelection;
  bedrooms: number;
  bathrooms: number;
  pricefrom: number;
  priceto: number;
  bounds: Bounds;
  near: Near;
  sort: Sort;
  page: number;
  per_page: number;
}>;

export function normalizeFilters(input: FilterInput): SearchFilters {
  const cap = (value: number | undefined) => (value === undefined || value <= 0 ? null : Math.min(value, ROOM_CAP));
  let pricefrom = input.pricefrom && input.pricefrom > 0 ? input.pricefrom : null;
  let priceto = input.priceto && input.priceto > 0 ? input.priceto : null;
  if (pricefrom !== null && priceto === null) priceto = DEFAULT_MAX_PRICE;
  if (pricefrom !== null && priceto !== null && priceto < pricefrom) [pricefrom, priceto] = [priceto, pricefrom];
  const esGeo = Object.fromEntries(Object.entries(input.esGeo ?? {}).filter(([, slug]) => slug)) as GeoSelection;
  return {
    cat: [...new Set(input.cat ?? [])].sort((a, b) => a - b),
    esGeo,
    bedrooms: cap(input.bedrooms),
    bathrooms: cap(input.bathrooms),
    pricefrom,
    priceto,
    bounds: input.bounds ?? null,
    near: input.near ?? null,
    sort: input.sort ?? "relevance",
    page: input.page ?? 1,
    per_page: input.per_page ?? DEFAULT_PER_PAGE,
  };
}

export const EMPTY_FILTERS: SearchFilters = normalizeFilters({});

const GEO_KEYS = ["country", "region", "province", "town"] as const;

/** A place selection from untrusted data (local storage, an API answer); null when malformed. */
export function toGeoSelection(value: unknown): GeoSelection | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const selection: GeoSelection = {};
  for (const [key, slug] of Object.entries(value)) {
    if (!(GEO_KEYS as readonly string[]).includes(key)) return null;
    if (slug === undefined) continue;
    if (typeof slug !== "string" || slug.length > GEO_SLUG_MAX || !GEO_SLUG_PATTERN.test(slug)) return null;
    selection[key as (typeof GEO_KEYS)[number]] = slug;
  }
  return selection;
}
