import { openApiDocument } from "@/lib/api/openapi-calls";

// Generated from the zod schemas at build time; the same for every request.
export const dynamic = "force-static";

/** The OpenAPI 3.1 description of the JSON API. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
