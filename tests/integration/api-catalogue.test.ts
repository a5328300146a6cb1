import { describe, expect, it } from "vitest";
import { GET as geoSearch } from "@/app/api/geo-search/route";
import { POST as geoUrl } from "@/app/api/geo-url/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { POST as properties } from "@/app/api/properties/route";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { projectCardSchema, searchResponseSchema } from "@/lib/catalogue/search/schemas";
import { searchProjects } from "@/lib/catalogue/search/service";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

function post(route: (request: Request) => Promise<Response>, body: unknown, headers: Record<string, string> = {}) {
  const init = { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) };
  return route(new Request("http://localhost/api/x", init));
}

async function json(response: Response) {
  return (await response.json()) as { data: never; meta: Record<string, never>; error: { code: string; message: string; fields?: Record<string, string[]> } };
}

async function expectBadRequest(response: Response, field?: string) {
  expect(response.status).toBe(400);
  const body = await json(response);
  expect(body.error.code).toBe("bad_request");
  if (field) expect(Object.keys(body.error.fields ?? {})).toContain(field);
}

describe("POST /api/properties", () => {
  it("answers cards and meta with the normalised filters", async () => {
    const response = await post(properties, { account_id: 1, esGeo: { region: "costa-del-sol" }, cat: [1, 12], bedrooms: 40, pricefrom: 200_000, page: 1, per_page: 12 });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(searchResponseSchema.safeParse(body).success).toBe(true);
    expect(body.meta).toMatchObject({ page: 1, per_page: 12, filters: { bedrooms: 10, priceto: 10_000_000, cat: [1, 12], esGeo: { country: "spanje", region: "costa-del-sol" } } });
    const request = { esGeo: { region: "costa-del-sol" }, cat: [1, 12], bedrooms: 2, pricefrom: 200_000 };
    const second = await json(await post(properties, request));
    expect(second.meta.total).toBeGreaterThan(0);
    expect(second.meta.total).toBe((await searchProjects(normalizeFilters(request), { basePath: "/old" })).total);
  });

  it("accepts its own meta.filters (nulls included) back as a request", async () => {
    const first = (await (await post(properties, { esGeo: { region: "costa-blanca" }, bathrooms: 2 })).json()) as { meta: { total: number; filters: Record<string, unknown> } };
    expect(first.meta.filters.bedrooms).toBeNull();
    const again = await post(properties, { account_id: 1, ...first.meta.filters });
    expect(again.status).toBe(200);
    expect((await json(again)).meta.total).toBe(first.meta.total);
  });

  it("links to the main brand's pages, a partner's pages, or a partner's own domain", async () => {
    const main = (await json(await post(properties, {}))).data as { url: string; id: number; slug: string }[];
    expect(main).toHaveLength(24);
    expect(main[0]!.url).toBe(`/for-sale/${main[0]!.id}-${main[0]!.slug}`);
    const mirror = (await json(await post(properties, { partner: "old" }))).data as { url: string }[];
    expect(mirror[0]!.url).toBe(`/old${main[0]!.url}`);
    expect(projectCardSchema.safeParse(main[0]).success).toBe(true);
    const partner = (await json(await post(properties, { partner: "zuidkust" }))).data as { url: string }[];
    expect(partner[0]!.url).toMatch(/^\/zuidkust\/for-sale\/\d+-/);
    const domain = (await json(await post(properties, {}, { host: "partner-a.test" }))).data as { url: string }[];
    expect(domain[0]!.url).toMatch(/^\/for-sale\/\d+-/);
  });

  it("answers 404 for an unknown partner or place", async () => {
    const partner = await post(properties, { partner: "bestaat-niet" });
    expect(partner.status).toBe(404);
    expect((await json(partner)).error).toMatchObject({ code: "not_found", fields: { partner: expect.any(Array) } });
    const place = await post(properties, { esGeo: { region: "costa-brava" } });
    expect(place.status).toBe(404);
    expect((await post(properties, { esGeo: { region: "costa-blanca", town: "marbella" } })).status).toBe(404);
  });

  it("answers 400 with the fields for wrong types, negative numbers and unknown ids", async () => {
    await expectBadRequest(await post(properties, { cat: "1" }), "cat");
    await expectBadRequest(await post(properties, { cat: [99] }), "cat.0");
    await expectBadRequest(await post(properties, { bedrooms: -1 }), "bedrooms");
    await expectBadRequest(await post(properties, { pricefrom: -5 }), "pricefrom");
    await expectBadRequest(await post(properties, { priceto: 1.5 }), "priceto");
    await expectBadRequest(await post(properties, { page: 0 }), "page");
    await expectBadRequest(await post(properties, { per_page: 1000 }), "per_page");
    await expectBadRequest(await post(properties, { account_id: 2 }), "account_id");
    await expectBadRequest(await post(properties, { sort: "cheapest" }), "sort");
    await expectBadRequest(await post(properties, { esGeo: { region: "costa del sol" } }), "esGeo.region");
    await expectBadRequest(await post(properties, { bounds: { north: 10, south: 20, east: 0, west: 0 } }), "bounds");
    await expectBadRequest(await post(properties, { near: { lat: 100, lng: 0 } }), "near.lat");
    await expectBadRequest(await post(properties, { unknown: true }));
    await expectBadRequest(await post(properties, [1, 2]));
    await expectBadRequest(await post(properties, "null"));
  });

  it("keeps every number within its column: the largest values search, beyond them is a 400, never a 500", async () => {
    const largest = await post(properties, { pricefrom: 2_147_483_647, priceto: 2_147_483_647, bedrooms: 2_147_483_647, page: 10_000, per_page: 60 });
    expect(largest.status).toBe(200);
    expect((await json(largest)).meta).toMatchObject({ page: 10_000, filters: { pricefrom: 2_147_483_647, bedrooms: 10 } });
    await expectBadRequest(await post(properties, '{"pricefrom":2147483648}'), "pricefrom");
    await expectBadRequest(await post(properties, { priceto: 1e300 }), "priceto");
    await expectBadRequest(await post(properties, { page: 10_001 }), "page");
    await expectBadRequest(await post(properties, { near: { lat: 0, lng: 0, radius_km: 1e-320 } }), "near.radius_km");
    // Subnormal coordinates (PostgreSQL refuses them as float8) are rounded to 0.
    for (const body of ['{"near":{"lat":5e-324,"lng":0}}', '{"bounds":{"north":1e-310,"south":-5e-324,"east":5e-324,"west":-1e-310}}']) {
      const response = await post(properties, body);
      expect(response.status, body).toBe(200);
    }
  });

  it("names unknown keys, at most 20", async () => {
    const body = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`key${index}`, index]));
    const response = await post(properties, body);
    await expectBadRequest(response.clone());
    const fields = (await json(response)).error.fields ?? {};
    expect(fields.key0).toEqual(["onbekend veld"]);
    expect(fields.key19).toEqual(["onbekend veld"]);
    expect(fields.key20).toBeUndefined();
    expect(fields._).toEqual(["en nog 10 onbekende velden"]);
    await expectBadRequest(await post(geoUrl, { region: "costa-del-sol", city: "marbella" }), "city");
  });

  it("answers 400 for malformed JSON, 413 for bodies over 64 KB, 415 for anything but JSON", async () => {
    await expectBadRequest(await post(properties, "{not json"));
    const tooLarge = async (response: Response) => {
      expect(response.status).toBe(413);
      expect((await json(response)).error.code).toBe("payload_too_large");
    };
    await tooLarge(await post(properties, JSON.stringify({ cat: [], padding: "x".repeat(1024 * 1024) })));
    // Streamed without a length: the reader stops at the limit.
    const streamed = new Request("http://localhost/api/properties", { method: "POST", headers: { "content-type": "application/json" }, body: "[" + "1,".repeat(40_000) + "1]" });
    await tooLarge(await properties(streamed));
    // A cross-site form can post text/plain without a preflight: never read as JSON.
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const response = await properties(new Request("http://localhost/api/properties", { method: "POST", headers: type ? { "content-type": type } : {}, body: "{}" }));
      expect(response.status).toBe(415);
      expect((await json(response)).error.code).toBe("unsupported_media_type");
    }
    expect((await post(properties, {}, { "content-type": "application/json; charset=utf-8" })).status).toBe(200);
  });
});

describe("POST /api/geo-url", () => {
  const url = async (body: unknown, headers?: Record<string, string>) => json(await post(geoUrl, body, headers));

  it("answers the search path of a selection on the calling site", async () => {
    expect((await url({ country: "spanje", region: "costa-del-sol", town: "marbella" })).data).toEqual({
      url: "/search/spanje/costa-del-sol/marbella",
      path: "/search/spanje/costa-del-sol/marbella",
      esGeo: { country: "spanje", region: "costa-del-sol", town: "marbella" },
    });
    expect((await url({ town: "torrevieja", cat: [12, 1], partner: "demo" })).data).toMatchObject({ url: "/demo/search/spanje/costa-blanca/torrevieja?cat=1,12" });
    expect((await url({ province: "alicante" }, { host: "partner-a.test" })).data).toMatchObject({ url: "/search/spanje/provincie-alicante" });
    expect((await url({})).data).toMatchObject({ url: "/search", path: "/search" });
    expect((await url({ partner: "old" })).data).toMatchObject({ url: "/old/search", path: "/search" });
  });

  it("answers 404 for an unknown or inconsistent place and 400 for bad input", async () => {
    expect((await post(geoUrl, { region: "costa-brava" })).status).toBe(404);
    expect((await post(geoUrl, { region: "costa-del-sol", town: "torrevieja" })).status).toBe(404);
    expect((await post(geoUrl, { town: "marbella", partner: "niemand" })).status).toBe(404);
    await expectBadRequest(await post(geoUrl, { region: 7 }), "region");
    await expectBadRequest(await post(geoUrl, { cat: [-1] }), "cat.0");
    await expectBadRequest(await post(geoUrl, "{"));
  });
});

describe("GET /api/geo-search", () => {
  const search = async (query: string) => geoSearch(new Request(`http://localhost/api/geo-search?${query}`));

  it("finds places by name, accents ignored, with links on the site", async () => {
    const response = await search("q=malaga&partner=zuidkust");
    expect(response.status).toBe(200);
    const body = await json(response);
    const found = body.data as { kind: string; name: string; url: string }[];
    expect(found.slice(0, 2).map((place) => [place.kind, place.name, place.url])).toEqual([
      ["province", "Málaga", "/zuidkust/search/spanje/provincie-malaga"],
      ["town", "Málaga", "/zuidkust/search/spanje/costa-del-sol/malaga"],
    ]);
    expect(body.meta).toEqual({ query: "malaga" });
    expect(((await json(await search("q=a&limit=3"))).data as unknown[]).length).toBe(3);
  });

  it("answers 400 without a query or with a bad limit, 404 for an unknown partner", async () => {
    await expectBadRequest(await search(""), "q");
    await expectBadRequest(await search("q=malaga&limit=500"), "limit");
    expect((await search("q=malaga&partner=niemand")).status).toBe(404);
    await expectBadRequest(await search(`q=${"a".repeat(101)}`), "q");
    await expectBadRequest(await search("q=malaga&zoom=3"));
  });
});

describe("GET /api/openapi.json", () => {
  it("serves the generated OpenAPI 3.1 document", async () => {
    const response = openApi();
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/properties", "/api/geo-url", "/api/geo-search", "/api/health", "/api/partner/get-data"]));
    expect(doc.components.schemas).toHaveProperty("ProjectCard");
  });
});
