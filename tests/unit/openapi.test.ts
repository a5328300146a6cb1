import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiDocument } from "@/lib/api/openapi-calls";
import { buildOpenApiDocument } from "@/lib/api/openapi";

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref") found.push(String(inner));
      else refs(inner, found);
    }
  }
  return found;
}

describe("the OpenAPI document", () => {
  const doc = openApiDocument();

  it("is OpenAPI 3.1 and covers every call of the JSON API", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)).sort()).toEqual([
      "get /api/geo-search",
      "get /api/health",
      "post /api/geo-url",
      "post /api/partner/get-data",
      "post /api/project/files",
      "post /api/project/units",
      "post /api/properties",
      "post /api/property",
    ]);
  });

  it("describes the search body and the card from the zod schemas", () => {
    const search = doc.paths["/api/properties"]?.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    const body = search.requestBody.content["application/json"]!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["cat", "esGeo", "bedrooms", "pricefrom", "priceto", "bounds", "near", "sort", "page", "per_page", "partner"]));
    const card = doc.components.schemas.ProjectCard as { properties: Record<string, unknown>; required: string[] };
    expect(card.required).toEqual(expect.arrayContaining(["id", "url", "type_id", "geoname", "price_from", "price_on_request", "delivery"]));
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it("resolves every $ref to a component", () => {
    const names = refs(doc).map((ref) => ref.replace("#/components/schemas/", ""));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(doc.components.schemas).toHaveProperty(name);
  });

  it("turns query schemas into query parameters", () => {
    const call = buildOpenApiDocument({ title: "t", version: "1" }, [
      { method: "get", path: "/x", tag: "t", summary: "x", query: z.object({ q: z.string(), n: z.coerce.number().optional() }), response: { description: "ok", schema: z.object({}) }, errors: [] },
    ]).paths["/x"]?.get as { parameters: { name: string; required: boolean }[] };
    expect(call.parameters.map(({ name, required }) => [name, required])).toEqual([["q", true], ["n", false]]);
  });
});
