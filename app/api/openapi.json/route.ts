import { openApiDocument } from "@/lib/api/openapi";

// Generated from the call contracts at build time; the same for every request and host.
export const dynamic = "force-static";

const document = openApiDocument();

/** The OpenAPI 3.1 description of the JSON API. */
export function GET() {
  return Response.json(document, { headers: { "Cache-Control": "public, max-age=300" } });
}
