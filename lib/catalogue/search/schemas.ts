/**
 * zod schemas of the search API, derived from the filter definitions in `filters.ts`: the body of
 * `POST /api/properties`, the `meta.filters` it echoes (which can be sent back as a body), the
 * project card, and `/api/geo-url` and `/api/geo-search`. Route handlers validate with them and the
 * OpenAPI document is generated from them. Server and route handlers only: the browser validates
 * with the zod-free codecs of `filter-values.ts`, which hold the same bounds.
 */
import { z } from "zod";
import { fieldMessage, validationText, type ValidationKey } from "../../i18n/validation";
import type { ProjectCard } from "../card";
import {
  FILTER_NAMES,
  SEARCH_ACCOUNT_ID,
  SEARCH_FILTERS,
  type FilterInput,
  type FilterName,
  type SearchFilters,
} from "./filters";
import { FILTER_DESCRIPTIONS } from "./filter-descriptions";
import { COORDINATE_DECIMALS, GEO_LEVELS, GEO_SLUG_MAX, GEO_SLUG_PATTERN, RADIUS_DECIMALS, roundAreaPoint, roundTo, tidyText, type ValueSpec } from "./filter-values";
import { areaProblem, tidyArea, type AreaPoint, type AreaProblem } from "./polygon";

/** An object that refuses unknown keys (the API wrapper names them, the first 20: lib/api/input.ts). */
const closedObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape);

const partnerSlug = z.string().trim().max(253);
const geoSlug = z.string().max(GEO_SLUG_MAX).trim().toLowerCase().regex(GEO_SLUG_PATTERN, fieldMessage("placeName"));
const coordinate = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .overwrite((value) => roundTo(value, COORDINATE_DECIMALS))
    .describe(`Degrees; rounded to ${COORDINATE_DECIMALS} decimals`);
const latitude = coordinate(90);
const longitude = coordinate(180);

const geoSelectionSchema = closedObject(Object.fromEntries(GEO_LEVELS.map((level) => [level, geoSlug.optional()])) as Record<(typeof GEO_LEVELS)[number], z.ZodOptional<typeof geoSlug>>);

const boundsSchema = closedObject({ north: latitude, south: latitude, east: longitude, west: longitude }).refine((b) => b.north >= b.south, {
  ...fieldMessage("northAboveSouth"),
});

function nearSchemaFor(radiusKm: { min: number; max: number; default: number }) {
  const radius = z.number().min(radiusKm.min).max(radiusKm.max).overwrite((value) => roundTo(value, RADIUS_DECIMALS));
  return closedObject({ lat: latitude, lng: longitude, radius_km: radius.default(radiusKm.default) });
}

const AREA_MESSAGES: Record<AreaProblem, ValidationKey> = { tooFew: "areaTooFew", tooMany: "areaTooMany", selfIntersecting: "areaCrossing" };

/**
 * A drawn area: the points rounded and tidied as the URL has them (filter-values.ts), then refused with
 * a field message when too few or many are left or its outline crosses itself. Longer lists stop at the
 * count, before any geometry.
 */
function areaSchemaFor(spec: { minPoints: number; maxPoints: number }) {
  const degrees = (limit: number) => z.number(fieldMessage("areaPoint")).min(-limit, fieldMessage("areaPoint")).max(limit, fieldMessage("areaPoint"));
  const point = z.tuple([degrees(90), degrees(180)], fieldMessage("areaPoint")).describe("[lat, lng] in degrees");
  const tidy = (points: AreaPoint[]) => tidyArea(points.map(roundAreaPoint));
  return z
    .array(point, fieldMessage("areaPoint"))
    .min(spec.minPoints, fieldMessage("areaTooFew"))
    .max(spec.maxPoints, { ...fieldMessage("areaTooMany"), abort: true })
    .superRefine((points, context) => {
      if (points.length < spec.minPoints) return;
      const problem = areaProblem(tidy(points));
      if (problem) context.addIssue({ code: "custom", message: validationText(AREA_MESSAGES[problem], { minimum: spec.minPoints, maximum: spec.maxPoints }) });
    })
    .transform(tidy);
}

/** The zod schema of a value kind, with the bounds of `filter-values.ts`. */
function schemaOf(spec: ValueSpec): z.ZodType {
  switch (spec.kind) {
    case "integer":
      return z.number().int().min(spec.min).max(spec.max);
    case "ids":
      return z.array(z.number().int().refine((id) => spec.ids.includes(id), spec.unknownMessage).describe(`One of ${spec.ids.join(", ")}`)).max(spec.maxItems);
    case "choice":
      return z.enum(spec.choices);
    case "choices":
      return z.array(z.enum(spec.choices)).max(spec.choices.length);
    case "flag":
      return z.boolean();
    case "place":
      return geoSelectionSchema;
    case "box":
      return boundsSchema;
    case "circle":
      return nearSchemaFor(spec.radiusKm);
    case "text":
      return z.string().max(spec.maxLength).transform((value) => tidyText(value) || null);
    case "area":
      return areaSchemaFor(spec);
  }
}

/** One filter's schema with its description and bounds. */
function filterSchema<K extends FilterName>(name: K): z.ZodType<NonNullable<SearchFilters[K]>> {
  return schemaOf(SEARCH_FILTERS[name].value.spec).describe(FILTER_DESCRIPTIONS[name]) as z.ZodType<NonNullable<SearchFilters[K]>>;
}

/** Optional, and null means "not set": `meta.filters` of an answer can be sent back as it is. */
function requestField<K extends FilterName>(name: K) {
  const { unset } = SEARCH_FILTERS[name];
  const schema = filterSchema(name);
  if (unset === null) return schema.nullish().transform((value) => value ?? undefined);
  return schema.default(() => structuredClone(unset) as NonNullable<SearchFilters[K]>);
}

function shapeOf<Field>(field: (name: FilterName) => Field): Record<FilterName, Field> {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, field(name)])) as Record<FilterName, Field>;
}

/** A body of `POST /api/properties` (JSON): every filter optional, null meaning unset. */
export type SearchRequest = FilterInput & { account_id?: typeof SEARCH_ACCOUNT_ID; partner?: string };

/** The filter fields, typed by what they yield (the shape is built in a loop over the table). */
type FilterFields = { [K in FilterName]: z.ZodType<FilterInput[K]> };

/** The body of `POST /api/properties`. */
export const searchRequestSchema = closedObject({
  account_id: z.literal(SEARCH_ACCOUNT_ID).default(SEARCH_ACCOUNT_ID),
  ...(shapeOf(requestField) as unknown as FilterFields),
  partner: partnerSlug.optional().describe("Card links point at this partner's site (`old`: the main brand's legacy mirror), else the main brand's own pages"),
});

/** The normalised filters echoed in `meta.filters`. */
export const searchFiltersSchema = z
  .object(shapeOf((name) => (SEARCH_FILTERS[name].unset === null ? filterSchema(name).nullable() : filterSchema(name))) as unknown as { [K in FilterName]: z.ZodType<SearchFilters[K]> })
  .meta({ id: "SearchFilters" });

/** The description of `POST /api/properties` in the OpenAPI document: every filter, from its definition. */
export const searchApiDescription = [
  "Filters:",
  FILTER_NAMES.map((name) => `\`${name}\` (${FILTER_DESCRIPTIONS[name]})`).join("; ") + ".",
  "Unset filters may be left out or sent as null, so `meta.filters` of an answer can be sent back as the body.",
].join(" ");

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
    price_m2_from: nullableInt.describe("Lowest price per m² of living area, whole euros, among the available units with a price; null when there is none"),
    image: z.string().nullable(),
    units_available: z.number().int(),
    sold_out: z.boolean().describe("No unit left to buy; listed only with `include_sold_out`, and then last"),
    photos: z.number().int().describe("Number of photos on the project page"),
    delivery: z.string().nullable().describe("ISO date (yyyy-mm-dd)"),
    is_new: z.boolean().describe('Published in the last 14 days (the "Nieuw" badge)'),
    price_was: nullableInt.describe('The old "from" price when the price went down in the last 30 days ("Prijs verlaagd"); else null'),
  })
  .meta({ id: "ProjectCard" });

export const searchResponseSchema = z.object({
  data: z.array(projectCardSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int(), filters: searchFiltersSchema }),
});

/** `POST /api/geo-url`: a place selection (and categories) to its search URL. */
export const geoUrlRequestSchema = geoSelectionSchema.safeExtend({
  cat: filterSchema("cat").optional(),
  partner: partnerSlug.optional(),
});

export const geoUrlResponseSchema = z.object({
  data: z.object({
    url: z.string().describe("The search page on the calling site"),
    path: z.string().describe("The same without the site's base path"),
    esGeo: geoSelectionSchema.describe("The canonical selection (a town gains its costa)"),
  }),
  meta: z.object({}),
});

/** `GET /api/geo-search?q=`: places by name with their selection and coordinates (for API callers; the site's own box asks `/api/suggest`). */
export const geoSearchQuerySchema = closedObject({
  q: z.string().max(100).trim().min(1),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  partner: partnerSlug.optional(),
});

const geoSuggestionSchema = z
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

// Compile-time guard: the card schema describes exactly the TypeScript shape the service returns.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cardMatches: Same<z.infer<typeof projectCardSchema>, ProjectCard> = true;
void cardMatches;
