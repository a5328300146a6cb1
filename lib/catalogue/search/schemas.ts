/**
 * zod schemas of the search API beyond the request (`searchRequestSchema` in filters.ts): the
 * project card, the answers of `/api/properties`, `/api/geo-url` and `/api/geo-search`. Route
 * handlers validate with them and the OpenAPI document is generated from them. Client-safe.
 */
import { z } from "zod";
import type { ProjectCard } from "../card";
import { boundsSchema, geoSelectionSchema, nearSchema, searchRequestSchema, SORTS, type SearchFilters } from "./filters";

const nullableInt = z.number().int().nullable();

export const projectCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    url: z.string().describe("The project page on the calling site, e.g. /zuidkust/for-sale/12-casa-azul"),
    type_id: z.number().int(),
    type: z.enum(["apartment", "house_in_villa", "land", "penthouse", "other", "house"]),
    status: z.enum(["off_plan", "under_construction", "key_ready"]),
    town: z.string(),
    region: z.string(),
    province: z.string(),
    country: z.string(),
    geoname: z.string().describe('"town, region, country"'),
    lat: z.number(),
    lng: z.number(),
    price_from: nullableInt.describe("Whole euros; null when every unit is on request"),
    price_to: nullableInt,
    price_on_request: z.boolean(),
    vat: z.boolean().describe("+ BTW"),
    bedrooms_min: nullableInt,
    bedrooms_max: nullableInt,
    bathrooms_min: nullableInt,
    bathrooms_max: nullableInt,
    area_min: nullableInt,
    area_max: nullableInt,
    image: z.string().nullable(),
    units_available: z.number().int(),
    delivery: z.string().nullable().describe("ISO date (yyyy-mm-dd)"),
  })
  .meta({ id: "ProjectCard" });

/** The normalised filters echoed in `meta.filters`. */
export const searchFiltersSchema = z
  .object({
    cat: z.array(z.number().int()),
    esGeo: geoSelectionSchema,
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    pricefrom: z.number().int().nullable(),
    priceto: z.number().int().nullable(),
    bounds: boundsSchema.nullable(),
    near: nearSchema.nullable(),
    sort: z.enum(SORTS),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: "SearchFilters" });

export const searchResponseSchema = z.object({
  data: z.array(projectCardSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int(), filters: searchFiltersSchema }),
});

/** `POST /api/geo-url`: a place selection (and categories) to its search URL. */
export const geoUrlRequestSchema = geoSelectionSchema.safeExtend({
  cat: searchRequestSchema.shape.cat.optional(),
  partner: z.string().trim().max(253).optional(),
});
export type GeoUrlRequest = z.infer<typeof geoUrlRequestSchema>;

export const geoUrlResponseSchema = z.object({
  data: z.object({
    url: z.string().describe("The search page on the calling site"),
    path: z.string().describe("The same without the site's base path"),
    esGeo: geoSelectionSchema.describe("The canonical selection (a town gains its costa)"),
  }),
  meta: z.object({}),
});

/** `GET /api/geo-search?q=`: the map's search by name. */
export const geoSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  partner: z.string().trim().max(253).optional(),
});

export const geoSuggestionSchema = z
  .object({
    kind: z.enum(["region", "province", "town"]),
    slug: z.string(),
    name: z.string(),
    context: z.string().nullable().describe("The costa of a town, the country of a costa or province"),
    esGeo: geoSelectionSchema,
    path: z.string(),
    url: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: "GeoSuggestion" });

export const geoSearchResponseSchema = z.object({ data: z.array(geoSuggestionSchema), meta: z.object({ query: z.string() }) });

// Compile-time guards: the schemas describe exactly the TypeScript shapes the service returns.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cardMatches: Same<z.infer<typeof projectCardSchema>, ProjectCard> = true;
const filtersMatch: Same<z.infer<typeof searchFiltersSchema>, SearchFilters> = true;
void cardMatches;
void filtersMatch;
