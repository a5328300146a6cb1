/**
 * The JSON API's calls for the OpenAPI document (`GET /api/openapi.json`): each with the zod schema
 * its route handler validates with. Add a call here when adding a route under `app/api`.
 */
import { z } from "zod";
import { filesRequestSchema, propertyRequestSchema, unitsRequestSchema } from "../catalogue/project/schemas";
import { geoSearchQuerySchema, geoSearchResponseSchema, geoUrlRequestSchema, geoUrlResponseSchema, searchRequestSchema, searchResponseSchema } from "../catalogue/search/schemas";
import { partnerDataRequestSchema } from "../partners/schemas";
import { buildOpenApiDocument, type ApiCall } from "./openapi";

const emptyMeta = z.object({});
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/);

const healthResponseSchema = z.object({
  data: z.object({ status: z.literal("ok"), database: z.object({ engine: z.enum(["pglite", "postgres"]), latencyMs: z.number() }) }),
  meta: emptyMeta,
});

const partnerSummarySchema = z
  .object({
    id: z.number().int().describe("0 when the partner is unknown"),
    slug: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    colors: z.object({ primary: hexColor, secondary: hexColor, heading_color: hexColor.nullable() }),
  })
  .meta({ id: "PartnerSummary" });

/** The project calls' answers are described in words; their shapes live in lib/catalogue/project/types.ts. */
const projectDataSchema = (description: string) => z.object({ data: z.unknown().describe(description), meta: z.record(z.string(), z.unknown()) });

export const API_CALLS: readonly ApiCall[] = [
  {
    method: "get", path: "/api/health", tag: "system", summary: "Health check for load balancers",
    response: { description: "The database answers", schema: healthResponseSchema }, errors: [503],
  },
  {
    method: "post", path: "/api/partner/get-data", tag: "partners", summary: "A partner by domain, then by slug",
    body: partnerDataRequestSchema,
    response: { description: "The partner; `id` 0 when unknown", schema: z.object({ data: z.object({ partner: partnerSummarySchema }), meta: emptyMeta }) },
    errors: [400],
  },
  {
    method: "post", path: "/api/properties", tag: "search", summary: "Search projects",
    description: "Filters: `cat` (project type or a unit of that type), `esGeo` slugs, `bedrooms`/`bathrooms` minimums (capped at 10), price range overlap (`priceto` 10,000,000 when only `pricefrom` is set), `bounds`, `near`. Card links point at `partner`'s site, else the main brand's `/old`.",
    body: searchRequestSchema,
    response: { description: "One page of project cards; `meta.filters` holds the normalised filters", schema: searchResponseSchema },
    errors: [400, 404],
  },
  {
    method: "post", path: "/api/geo-url", tag: "search", summary: "The search URL of a place selection",
    body: geoUrlRequestSchema,
    response: { description: "The search page of the selection", schema: geoUrlResponseSchema },
    errors: [400, 404],
  },
  {
    method: "get", path: "/api/geo-search", tag: "search", summary: "Costas, provinces and towns by name (accents and case ignored)",
    query: geoSearchQuerySchema,
    response: { description: "Matching places, best first", schema: geoSearchResponseSchema },
    errors: [400, 404],
  },
  {
    method: "post", path: "/api/property", tag: "projects", summary: "One project by id or slug",
    body: propertyRequestSchema,
    response: { description: "The project detail with its units and file list", schema: projectDataSchema("Project detail: the card fields plus description, amenities, images, units, files, developer, project_details") },
    errors: [400, 404],
  },
  {
    method: "post", path: "/api/project/units", tag: "projects", summary: "The units of a project",
    body: unitsRequestSchema,
    response: { description: "The units matching the filters", schema: projectDataSchema("Units of the project") },
    errors: [400, 404],
  },
  {
    method: "post", path: "/api/project/files", tag: "projects", summary: "The documents of a project",
    body: filesRequestSchema,
    response: { description: "Files; confidential ones carry a download URL only for a logged-in client", schema: projectDataSchema("Files of the project") },
    errors: [400, 404],
  },
];

export function openApiDocument() {
  return buildOpenApiDocument(
    { title: "Costa Nieuwbouw API", version: "1.0.0", description: "JSON in and out. Success: `{ data, meta }`; failure: an HTTP status and `{ error }`." },
    API_CALLS,
  );
}
