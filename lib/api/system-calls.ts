/** The site's own calls: health for load balancers, the API description, and the operators' cache refresh. */
import { z } from "zod";
import { defineCall } from "./call";

export const healthCall = defineCall({
  method: "get",
  path: "/api/health",
  tag: "system",
  summary: "Health check for load balancers",
  response: {
    description: "The database answers",
    schema: z.object({
      data: z.object({ status: z.literal("ok"), database: z.object({ engine: z.enum(["pglite", "postgres"]), latencyMs: z.number() }) }),
      meta: z.object({}),
    }),
  },
  errors: [503],
});

export const openApiCall = defineCall({
  method: "get",
  path: "/api/openapi.json",
  tag: "system",
  summary: "This description of the JSON API (OpenAPI 3.1)",
  response: { description: "The OpenAPI document", mediaType: "application/json" },
});

export const catalogueRevalidateCall = defineCall({
  method: "post",
  path: "/api/catalogue/revalidate",
  tag: "system",
  summary: "Refresh every cached catalogue page and search after a change made outside the app",
  description: "For operators (`npm run catalogue:revalidate`): Bearer INTERNAL_API_TOKEN. Marks the `catalogue` cache tag stale.",
  body: z.strictObject({}),
  response: { description: "The caches are marked stale", schema: z.object({ data: z.object({ revalidated: z.array(z.string()) }), meta: z.object({}) }) },
  access: "operator",
});
