/**
 * Search filters: one zod schema for the JSON API (`POST /api/properties`) and the normalised shape
 * that the search service, the URL and the UI share. Client-safe.
 * Rules (spec section 5): bedrooms and bathrooms are minimums capped at 10; `priceto` defaults to
 * 10,000,000 when only `pricefrom` is set.
 */
import { z } from "zod";
import {
  CATALOGUE_TYPE_IDS,
  DEFAULT_PER_PAGE,
  GEO_SLUG_MAX,
  GEO_SLUG_PATTERN,
  MAX_PER_PAGE,
  SEARCH_ACCOUNT_ID,
  SORTS,
  type Bounds,
  type GeoSelection,
  type Near,
} from "./filter-core";

// Constants, types and normalisation live in the schema-free core (browser code imports that).
export {
  CATALOGUE_TYPE_IDS,
  DEFAULT_MAX_PRICE,
  DEFAULT_PER_PAGE,
  EMPTY_FILTERS,
  GEO_SLUG_PATTERN,
  MAX_PER_PAGE,
  normalizeFilters,
  ROOM_CAP,
  SEARCH_ACCOUNT_ID,
  SORTS,
  VIEWS,
  type Bounds,
  type FilterInput,
  type GeoSelection,
  type Near,
  type SearchFilters,
  type Sort,
  type View,
} from "./filter-core";

const geoSlug = z.string().trim().toLowerCase().regex(GEO_SLUG_PATTERN, "ongeldige plaatsnaam").max(GEO_SLUG_MAX);
/** Counts and prices fit the integer columns they are compared with (PostgreSQL `integer`). */
const wholeNumber = z.number().int().min(0).max(2_147_483_647);
/** Optional, and null means "not set": `meta.filters` of an answer can be sent back as it is. */
const unset = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);
/** Degrees; values too small for PostgreSQL's double (subnormals) count as 0. */
const degrees = (limit: number) => z.number().min(-limit).max(limit).overwrite((value) => (Math.abs(value) < 1e-300 ? 0 : value));
const latitude = degrees(90);
const longitude = degrees(180);

export const geoSelectionSchema = z
  .object({
    country: geoSlug.optional(),
    region: geoSlug.optional(),
    province: geoSlug.optional(),
    town: geoSlug.optional(),
  })
  .strict() satisfies z.ZodType<GeoSelection>;

export const boundsSchema = z
  .object({ north: latitude, south: latitude, east: longitude, west: longitude })
  .refine((b) => b.north >= b.south, { message: "north moet groter zijn dan south" }) satisfies z.ZodType<Bounds>;

export const nearSchema = z.object({ lat: latitude, lng: longitude, radius_km: z.number().positive().max(200).default(15) }) satisfies z.ZodType<Near, unknown>;

/** The body of `POST /api/properties`. */
export const searchRequestSchema = z
  .object({
    account_id: z.literal(SEARCH_ACCOUNT_ID).default(SEARCH_ACCOUNT_ID),
    cat: z.array(z.number().int().refine((id) => CATALOGUE_TYPE_IDS.includes(id), "onbekend woningtype")).max(10).default([]),
    esGeo: geoSelectionSchema.default({}),
    bedrooms: unset(wholeNumber),
    bathrooms: unset(wholeNumber),
    pricefrom: unset(wholeNumber),
    priceto: unset(wholeNumber),
    bounds: unset(boundsSchema),
    near: unset(nearSchema),
    sort: z.enum(SORTS).default("relevance"),
    page: z.number().int().min(1).max(10_000).default(1),
    per_page: z.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    partner: z.string().trim().max(253).optional(),
  })
  .strict();
export type SearchRequest = z.input<typeof searchRequestSchema>;
