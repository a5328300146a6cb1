/**
 * Search filters: one zod schema for the JSON API (`POST /api/properties`) and the normalised shape
 * that the search service, the URL and the UI share. Client-safe.
 * Rules (spec section 5): bedrooms and bathrooms are minimums capped at 10; `priceto` defaults to
 * 10,000,000 when only `pricefrom` is set.
 */
import { z } from "zod";
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

const geoSlug = z.string().trim().toLowerCase().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ongeldige plaatsnaam").max(80);
const wholeNumber = z.number().int().min(0);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const geoSelectionSchema = z
  .object({
    country: geoSlug.optional(),
    region: geoSlug.optional(),
    province: geoSlug.optional(),
    town: geoSlug.optional(),
  })
  .strict();
export type GeoSelection = z.infer<typeof geoSelectionSchema>;

export const boundsSchema = z
  .object({ north: latitude, south: latitude, east: longitude, west: longitude })
  .refine((b) => b.north >= b.south, { message: "north moet groter zijn dan south" });
export type Bounds = z.infer<typeof boundsSchema>;

export const nearSchema = z.object({ lat: latitude, lng: longitude, radius_km: z.number().positive().max(200).default(15) });
export type Near = z.infer<typeof nearSchema>;

/** The body of `POST /api/properties`. */
export const searchRequestSchema = z
  .object({
    account_id: z.literal(SEARCH_ACCOUNT_ID).default(SEARCH_ACCOUNT_ID),
    cat: z.array(z.number().int().refine((id) => CATALOGUE_TYPE_IDS.includes(id), "onbekend woningtype")).max(10).default([]),
    esGeo: geoSelectionSchema.default({}),
    bedrooms: wholeNumber.optional(),
    bathrooms: wholeNumber.optional(),
    pricefrom: wholeNumber.optional(),
    priceto: wholeNumber.optional(),
    bounds: boundsSchema.optional(),
    near: nearSchema.optional(),
    sort: z.enum(SORTS).default("relevance"),
    page: z.number().int().min(1).max(10_000).default(1),
    per_page: z.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    partner: z.string().trim().max(253).optional(),
  })
  .strict();
export type SearchRequest = z.input<typeof searchRequestSchema>;

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

export function normalizeFilters(input: Partial<z.output<typeof searchRequestSchema>>): SearchFilters {
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
