import { describe, expect, it } from "vitest";
import { GET as suggestRoute } from "@/app/api/suggest/route";
import { POST as properties } from "@/app/api/properties/route";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchProjects } from "@/lib/catalogue/search/service";
import { suggest } from "@/lib/catalogue/suggest/service";
import { seededTestDatabase } from "./helpers/database";

/** Text search and suggestions on the demo catalogue (PGlite, or PostgreSQL with DATABASE_URL). */
seededTestDatabase();

const site = { basePath: "" };
const get = (query: string, host = "localhost") => suggestRoute(new Request(`http://${host}/api/suggest?${query}`, { headers: { host } }));

describe("suggest()", () => {
  it("“marbela” (a typo) suggests the town Marbella first, with its projects counted", async () => {
    const [first] = await suggest("marbela");
    expect(first).toMatchObject({ kind: "place", label: "Marbella", path: "/search/spanje/costa-del-sol/marbella", context: "Costa del Sol" });
    expect(first?.count).toBeGreaterThan(10);
  });

  it("“malaga” (no accent) suggests the province and the town Málaga before any project", async () => {
    const found = await suggest("malaga");
    expect(found.slice(0, 2).map((entry) => [entry.kind, entry.label, entry.path])).toEqual([
      ["place", "Provincie Málaga", "/search/spanje/provincie-malaga"],
      ["place", "Málaga", "/search/spanje/costa-del-sol/malaga"],
    ]);
    expect(found.some((entry) => entry.kind === "project" && entry.label.includes("Málaga"))).toBe(true);
  });

  it("“Blue Bay” suggests the published projects so named, never an unpublished one", async () => {
    const found = await suggest("Blue Bay");
    const projects = found.filter((entry) => entry.kind === "project");
    expect(projects.length).toBe(5);
    for (const project of projects) expect(project.label).toMatch(/Blue Bay/);
    // Blue Bay Altea (id 944) is not published in the demo catalogue.
    expect(found.map((entry) => entry.path)).not.toContain("/for-sale/944-blue-bay-altea");
    expect(projects[0]).toMatchObject({ label: "Blue Bay Homes", path: "/for-sale/330-blue-bay-homes-ojen", context: "Ojén" });
  });

  it("a project name with typos still finds it first", async () => {
    const [first] = await suggest("blu bay homs");
    expect(first).toMatchObject({ kind: "project", label: "Blue Bay Homes" });
  });

  it("a developer, without its accent, with its project count and a search for its projects", async () => {
    const found = await suggest("solvia");
    expect(found).toContainEqual({ kind: "developer", label: "Grupo Solvía Promociones", path: "/search?q=Grupo+Solv%C3%ADa+Promociones", count: expect.any(Number), context: null });
    const developer = found.find((entry) => entry.kind === "developer")!;
    const search = await searchProjects(normalizeFilters({ q: developer.label, per_page: 60 }), site);
    expect(search.total).toBe(developer.count);
  });

  it("nothing for a single letter or text that resembles nothing", async () => {
    expect(await suggest("a")).toEqual([]);
    expect(await suggest("  ")).toEqual([]);
    expect(await suggest("xqzwv")).toEqual([]);
  });
});

describe("q in the search", () => {
  it("ranks by relevance: the closest name first, typos and accents ignored", async () => {
    const result = await searchProjects(normalizeFilters({ q: "Blu Bay Homes" }), site);
    expect(result.cards[0]?.name).toBe("Blue Bay Homes");
    const marbella = await searchProjects(normalizeFilters({ q: "marbela", per_page: 60 }), site);
    expect(marbella.total).toBeGreaterThan(10);
    // A place name finds the projects there, whatever they are called.
    for (const card of marbella.cards) expect(`${card.name} ${card.town}`).toMatch(/Marbella/);
  });

  it("combines with the other filters and the place", async () => {
    const all = await searchProjects(normalizeFilters({ q: "blue bay", per_page: 60 }), site);
    const costa = await searchProjects(normalizeFilters({ q: "blue bay", esGeo: { country: "spanje", region: "costa-blanca" }, per_page: 60 }), site);
    expect(costa.total).toBeGreaterThan(0);
    expect(costa.total).toBeLessThan(all.total);
    for (const card of costa.cards) expect(card.region).toBe("Costa Blanca");
  });

  it("POST /api/properties takes q, echoes it tidied, and refuses text that is too long", async () => {
    const post = (body: unknown) => properties(new Request("http://localhost/api/properties", { method: "POST", headers: { "content-type": "application/json", host: "localhost" }, body: JSON.stringify(body) }));
    const response = await post({ q: "  Blue   Bay ", per_page: 5 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string }[]; meta: { filters: { q: string | null } } };
    expect(body.meta.filters.q).toBe("Blue Bay");
    expect(body.data[0]?.name).toMatch(/Blue Bay/);
    expect((await post({ q: "x".repeat(101) })).status).toBe(400);
    const blank = (await (await post({ q: "   " })).json()) as { meta: { filters: { q: string | null } } };
    expect(blank.meta.filters.q).toBeNull();
  });
});

describe("GET /api/suggest", () => {
  it("answers kind, label, url and count with the partner's links, cacheable", async () => {
    const response = await get("q=marbela&partner=zuidkust");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as { data: { kind: string; label: string; url: string; count?: number }[]; meta: { query: string } };
    expect(body.data[0]).toMatchObject({ kind: "place", label: "Marbella", url: "/zuidkust/search/spanje/costa-del-sol/marbella" });
    expect(body.meta.query).toBe("marbela");
    for (const entry of body.data) expect(entry.url.startsWith("/zuidkust/")).toBe(true);
  });

  it("on a partner's own domain the links have no prefix", async () => {
    const body = (await (await get("q=blue%20bay%20homes", "partner-a.test")).json()) as { data: { url: string }[] };
    expect(body.data[0]?.url).toBe("/for-sale/330-blue-bay-homes-ojen");
  });

  it("400 for a missing or too long q or an unknown parameter, 404 for an unknown partner", async () => {
    expect((await get("")).status).toBe(400);
    expect((await get(`q=${"a".repeat(101)}`)).status).toBe(400);
    expect((await get("q=malaga&limit=3")).status).toBe(400);
    expect((await get("q=malaga&partner=niemand")).status).toBe(404);
  });
});
