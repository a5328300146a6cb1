import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/project/files/[id]/download/route";
import { POST as files } from "@/app/api/project/files/route";
import { POST as units } from "@/app/api/project/units/route";
import { POST as property } from "@/app/api/property/route";
import { listProjects } from "@/lib/catalogue/project/list";
import { getProjectDetail } from "@/lib/catalogue/project/queries";
import { getSimilarProjects } from "@/lib/catalogue/project/similar";
import { loadSitemap } from "@/lib/seo/queries";
import { resolveSite } from "@/lib/site/resolve";
import { mainSite } from "@/lib/site/site";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler(request);
  return { status: response.status, body: await response.json() };
}

describe("POST /api/property", () => {
  it("answers the project detail by id: card fields, units, files and project details", async () => {
    const { status, body } = await call(property, { id: 1 });
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ id: 1, type_id: expect.any(Number), geoname: expect.stringContaining(", "), developer: expect.any(String) });
    expect(data.url).toBe(`/for-sale/1-${data.slug}`);
    for (const key of ["description", "amenities", "images", "units", "files", "project_details", "price_from", "units_available", "delivery"]) expect(data).toHaveProperty(key);
    expect(data.units.length).toBeGreaterThan(0);
    expect(data.units[0]).toMatchObject({ reference: expect.any(String), status: expect.stringMatching(/^(available|reserved|sold)$/) });
    expect(data.project_details.units_total).toBe(data.units.length);
    expect(data.project_details.area.min).toBeLessThanOrEqual(data.project_details.area.max);
  });

  it("never exposes file content, and confidential files are locked for guests", async () => {
    const { body } = await call(property, { id: 1 });
    expect(JSON.stringify(body)).not.toMatch(/"content"/);
    const confidential = body.data.files.filter((file: { confidential: boolean }) => file.confidential);
    expect(confidential.length).toBeGreaterThan(0);
    for (const file of confidential) expect(file).toMatchObject({ locked: true, download_url: null });
  });

  it("finds the same project by slug, and builds links for the calling site", async () => {
    const byId = (await call(property, { id: 2 })).body.data;
    const bySlug = await call(property, { slug: byId.slug });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.id).toBe(2);
    expect((await call(property, { id: 2, partner: "demo" })).body.data.url).toBe(`/demo/for-sale/2-${byId.slug}`);
    // One rule for every call: an unknown partner is a 404, never silently the main brand.
    const unknown = await call(property, { id: 2, partner: "bestaat-niet" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toEqual({ partner: ["onbekende partner"] });
    expect((await call(property, { id: 2 }, { host: "partner-a.test" })).body.data.url).toBe(`/for-sale/2-${byId.slug}`);
  });

  it("answers 404 for an unknown id or slug", async () => {
    for (const body of [{ id: 999_999 }, { slug: "bestaat-niet-project" }]) {
      const response = await call(property, body);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe("not_found");
    }
  });

  it("answers 400 with fields for bad input, never 5xx", async () => {
    const cases: Array<[unknown, string]> = [
      [{ id: "abc" }, "id"],
      [{ id: -1 }, "id"],
      [{ id: 0 }, "id"],
      [{ id: 1.5 }, "id"],
      [{ id: 1e12 }, "id"],
      [{}, "id"],
      [{ slug: 5 }, "slug"],
      [{ slug: "Geen geldige slug!" }, "slug"],
      [{ slug: "x".repeat(300) }, "slug"],
    ];
    for (const [input, field] of cases) {
      const response = await call(property, input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(input)).toBeDefined();
    }
    for (const raw of ["{not json", "[]", "null", "42", '"id"']) expect((await call(property, raw)).status, raw).toBe(400);
  });
});

describe("POST /api/project/units", () => {
  it("lists all units of a project and filters by type, bedrooms and status (exact matches)", async () => {
    const all = await call(units, { project_id: 1 });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(all.body.data.length);
    const first = all.body.data[0];
    const filtered = await call(units, { project_id: 1, type_id: first.type_id, bedrooms: first.bedrooms, status: first.status });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.length).toBeGreaterThan(0);
    for (const unit of filtered.body.data) expect(unit).toMatchObject({ type_id: first.type_id, bedrooms: first.bedrooms, status: first.status });
    expect((await call(units, { project_id: 1, bedrooms: 49 })).body.data).toEqual([]);
  });

  it("answers 404 for an unknown project and 400 for bad filters", async () => {
    expect((await call(units, { project_id: 999_999 })).status).toBe(404);
    const cases: Array<[unknown, string]> = [
      [{}, "project_id"],
      [{ project_id: "1" }, "project_id"],
      [{ project_id: -3 }, "project_id"],
      [{ project_id: 1, status: "verkocht" }, "status"],
      [{ project_id: 1, bedrooms: -1 }, "bedrooms"],
      [{ project_id: 1, type_id: "1" }, "type_id"],
    ];
    for (const [input, field] of cases) {
      const response = await call(units, input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.error.fields[field], JSON.stringify(input)).toBeDefined();
    }
    expect((await call(units, "{")).status).toBe(400);
  });
});

describe("POST /api/project/files and the download route", () => {
  async function projectWithPublicFile() {
    for (let id = 1; id <= 50; id += 1) {
      const response = await call(files, { project_id: id });
      const open = response.body.data.find((file: { confidential: boolean }) => !file.confidential);
      if (open) return { id, files: response.body.data, open };
    }
    throw new Error("no project with a public file in the seed");
  }

  it("lists files without content; only public files carry a download URL for a guest", async () => {
    const { files: list, open } = await projectWithPublicFile();
    expect(JSON.stringify(list)).not.toMatch(/"content"/);
    expect(open).toMatchObject({ locked: false, download_url: `/api/project/files/${open.id}/download` });
    for (const file of list.filter((item: { confidential: boolean }) => item.confidential)) expect(file).toMatchObject({ locked: true, download_url: null });
  });

  it("answers 404 for an unknown project and 400 for bad input", async () => {
    expect((await call(files, { project_id: 999_999 })).status).toBe(404);
    for (const input of [{}, { project_id: "x" }, { project_id: 0 }, "{oops"]) expect((await call(files, input)).status, JSON.stringify(input)).toBe(400);
  });

  it("downloads a public file, refuses a confidential one to a guest and 404s unknown ids", async () => {
    const { files: list, open } = await projectWithPublicFile();
    const get = (id: string) => download(new Request(`http://localhost/api/project/files/${id}/download`), { params: Promise.resolve({ id }) });
    const ok = await get(String(open.id));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toContain("attachment");
    expect(new TextDecoder().decode((await ok.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const locked = list.find((file: { confidential: boolean }) => file.confidential);
    expect((await get(String(locked.id))).status).toBe(401);
    for (const id of ["999999999", "abc", "0", "-1", "99999999999"]) expect((await get(id)).status, id).toBe(404);
  });
});

describe("project page data", () => {
  it("finds similar projects in the same costa, same type first, never the project itself", async () => {
    const record = await getProjectDetail(7);
    if (!record) throw new Error("project 7 missing from the seed");
    const similar = await getSimilarProjects(record, mainSite("/old"), 3);
    expect(similar.length).toBe(3);
    for (const card of similar) {
      expect(card.id).not.toBe(7);
      expect(card.region).toBe(record.geo.region.name);
      expect(card.url).toMatch(/^\/old\/for-sale\/\d+-/);
    }
    expect(similar[0]?.type_id).toBe(record.typeId);
  });

  it("pages through every published project without repeats", async () => {
    const site = mainSite("/old");
    const [first, second] = await Promise.all([listProjects(site, 1), listProjects(site, 2)]);
    expect(first.cards).toHaveLength(24);
    expect(first.total).toBeGreaterThan(900);
    expect(first.pageCount).toBe(Math.ceil(first.total / 24));
    const ids = new Set(first.cards.map((card) => card.id));
    expect(second.cards.some((card) => ids.has(card.id))).toBe(false);
    expect((await listProjects(site, first.pageCount + 1)).cards).toEqual([]);
  });
});

describe("sitemap per host", () => {
  it("lists the main pages and every published project on the main host", async () => {
    const entries = await loadSitemap(mainSite(), "http://localhost:3100");
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain("http://localhost:3100/");
    expect(urls).toContain("http://localhost:3100/franchise");
    const projects = urls.filter((url) => url.startsWith("http://localhost:3100/for-sale/"));
    expect(projects.length).toBe((await listProjects(mainSite(), 1)).total);
    expect(urls.some((url) => url.startsWith("http://localhost:3100/old/for-sale"))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists a partner's domain without prefix, and knows no unknown domain", async () => {
    const urls = (await loadSitemap((await resolveSite("partner-a.test"))!, "http://partner-a.test:3100")).map((entry) => entry.url);
    expect(urls).toContain("http://partner-a.test:3100/for-sale");
    expect(urls.some((url) => /^http:\/\/partner-a\.test:3100\/for-sale\/1-/.test(url))).toBe(true);
    expect(urls.some((url) => url.includes("/partner-a/") || url.includes("/old/"))).toBe(false);
    expect(await resolveSite("unknown.test")).toBeNull();
  });
});
