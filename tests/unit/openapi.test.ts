import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { API_CALLS } from "@/lib/api/registry";

type Doc = ReturnType<typeof openApiDocument> & { components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> } };
const doc = openApiDocument() as Doc;

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
  it("is OpenAPI 3.1 and covers every call of the JSON API", () => {
    expect(doc.openapi).toBe("3.1.0");
    const calls = Object.entries(doc.paths ?? {}).flatMap(([route, methods]) => Object.keys(methods ?? {}).map((method) => `${method} ${route}`));
    // Every contract of the registry, which the fuzz test holds equal to the route files under app/api.
    expect(calls.sort()).toEqual(API_CALLS.map((call) => `${call.method} ${call.path}`).sort());
    expect(calls).toEqual(expect.arrayContaining(["post /api/properties", "get /api/client", "post /api/client-login", "get /api/project/files/{id}/download"]));
  });

  it("describes requests and answers from the zod schemas, errors included", () => {
    const search = doc.paths?.["/api/properties"]?.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, unknown> };
    const body = search.requestBody.content["application/json"]!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["cat", "esGeo", "bedrooms", "pricefrom", "priceto", "bounds", "near", "sort", "page", "per_page", "partner"]));
    expect(Object.keys(search.responses).sort()).toEqual(["200", "400", "404", "413", "415", "429", "500", "503"]);
    const card = doc.components.schemas.ProjectCard!;
    expect(card.required).toEqual(expect.arrayContaining(["id", "url", "type_id", "geoname", "price_from", "price_on_request", "delivery"]));
    const detail = doc.components.schemas.ProjectDetail!;
    expect(Object.keys(detail.properties ?? {})).toEqual(expect.arrayContaining(["units", "files", "project_details", "description"]));
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it("resolves every $ref to a component", () => {
    const names = refs(doc).map((ref) => ref.replace("#/components/schemas/", ""));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(doc.components.schemas).toHaveProperty(name);
  });

  it("passes Redocly's recommended rules with no errors", { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "openapi-"));
    const file = path.join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
    const run = promisify(execFile);
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    const result = await run(process.execPath, [cli, "lint", file, "--extends=recommended", "--format=json"], { env }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; severity: string }[] };
    expect(report.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
