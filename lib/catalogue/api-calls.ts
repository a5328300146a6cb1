/** The catalogue's JSON API calls (search, places, projects): contracts for the route handlers, the OpenAPI document and the fuzz test. */
import { z } from "zod";
import { defineCall } from "../api/call";
import {
  fileDownloadParamsSchema,
  filesRequestSchema,
  projectCardsRequestSchema,
  projectDetailSchema,
  projectFileSchema,
  projectUnitSchema,
  propertyRequestSchema,
  unitFiltersSchema,
  unitsRequestSchema,
} from "./project/schemas";
import {
  geoSearchQuerySchema,
  geoSearchResponseSchema,
  geoUrlRequestSchema,
  geoUrlResponseSchema,
  projectCardSchema,
  searchApiDescription,
  searchRequestSchema,
  searchResponseSchema,
} from "./search/schemas";
import { suggestQuerySchema, suggestResponseSchema } from "./suggest/schemas";

const LINKS = "Links point at the calling site: a partner's own domain, else `partner`'s pages, else the main brand's own pages (`partner: \"old\"`: its `/old` mirror).";

export const searchProjectsCall = defineCall({
  work: "search",
  method: "post",
  path: "/api/properties",
  tag: "search",
  summary: "Search projects",
  description: `${searchApiDescription} ${LINKS}`,
  body: searchRequestSchema,
  response: { description: "One page of project cards; `meta.filters` holds the normalised filters", schema: searchResponseSchema },
  errors: [404],
});

export const geoUrlCall = defineCall({
  method: "post",
  path: "/api/geo-url",
  tag: "search",
  summary: "The search URL of a place selection",
  body: geoUrlRequestSchema,
  response: { description: "The search page of the selection", schema: geoUrlResponseSchema },
  errors: [404],
});

export const geoSearchCall = defineCall({
  method: "get",
  path: "/api/geo-search",
  tag: "search",
  summary: "Costas, provinces and towns by name (accents and case ignored)",
  query: geoSearchQuerySchema,
  response: { description: "Matching places, best first", schema: geoSearchResponseSchema },
});

export const suggestCall = defineCall({
  work: "search",
  method: "get",
  path: "/api/suggest",
  tag: "search",
  summary: "Suggestions as you type: places, projects and developers",
  description: `Places (costas, provinces, towns) with their number of published projects, published projects and developers whose name resembles \`q\` (accents, case and small typos ignored; pg_trgm word similarity), best first, at most 10. Fewer than 2 letters give none. ${LINKS} Answers may be cached for a minute.`,
  query: suggestQuerySchema,
  response: { description: "Suggestions, best first", schema: suggestResponseSchema },
});

export const propertyCall = defineCall({
  method: "post",
  path: "/api/property",
  tag: "projects",
  summary: "One project by id or slug",
  description: LINKS,
  body: propertyRequestSchema,
  response: { description: "The project detail with its units and file list", schema: z.object({ data: projectDetailSchema, meta: z.object({}) }) },
  errors: [404],
});

export const projectUnitsCall = defineCall({
  method: "post",
  path: "/api/project/units",
  tag: "projects",
  summary: "The units of a project",
  body: unitsRequestSchema,
  response: {
    description: "The units matching the filters (exact type, bedrooms and status)",
    schema: z.object({ data: z.array(projectUnitSchema), meta: z.object({ total: z.number().int(), filters: unitFiltersSchema }) }),
  },
  errors: [404],
});

export const projectFilesCall = defineCall({
  method: "post",
  path: "/api/project/files",
  tag: "projects",
  summary: "The documents of a project",
  body: filesRequestSchema,
  response: {
    description: "Files; confidential ones carry a download URL only for a logged-in client",
    schema: z.object({ data: z.array(projectFileSchema), meta: z.object({ client: z.boolean() }) }),
  },
  errors: [404],
});

export const fileDownloadCall = defineCall({
  method: "get",
  path: "/api/project/files/{id}/download",
  tag: "projects",
  summary: "Download a project document",
  description: "Public files for everyone; confidential ones (price lists, floor plans, brochures) for logged-in clients only.",
  params: fileDownloadParamsSchema,
  response: { description: "The file", mediaType: "application/octet-stream" },
  errors: [401, 404],
});

export const projectCardsCall = defineCall({
  method: "post",
  path: "/api/project/cards",
  tag: "projects",
  summary: "Project cards by id (a guest's favorites, a comparison)",
  description: `Published projects only, in the order given; unknown ids are left out. ${LINKS}`,
  body: projectCardsRequestSchema,
  response: { description: "The cards", schema: z.object({ data: z.array(projectCardSchema), meta: z.object({}) }) },
});

export const confidentialInfoCall = defineCall({
  method: "post",
  path: "/api/project/confidential",
  tag: "projects",
  summary: "The confidential information of a project (logged-in clients only)",
  body: filesRequestSchema,
  response: { description: "The text; null when the project has none", schema: z.object({ data: z.object({ project_id: z.number().int(), info: z.string().nullable() }), meta: z.object({}) }) },
  errors: [404],
  access: "client",
});
