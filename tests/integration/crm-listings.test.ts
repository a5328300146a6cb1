/**
 * A partner's own listings by hand (PGlite, or PostgreSQL with DATABASE_URL): the owner creates a
 * project and its units under the importer's strict rules with Dutch field messages; another
 * partner's owner or agent can neither read nor change it (by id, by list filters); an agent writes
 * only when its owner allowed it; the public sees the listing (its page, search, place counts, suggestions, card and favorite) on
 * its own partner's site only until an admin approves it; price changes are recorded.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/crm/projects/[id]/approval/route";
import { GET as getProject, PATCH as patchProject } from "@/app/api/crm/projects/[id]/route";
import { POST as addUnit } from "@/app/api/crm/projects/[id]/units/route";
import { GET as listProjects, POST as createProject } from "@/app/api/crm/projects/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/crm/listing-settings/route";
import { PATCH as patchUnit } from "@/app/api/crm/units/[id]/route";
import { listFavoriteIds, mergeFavorites, toggleFavorite } from "@/lib/accounts/favorites";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";
import { getProjectFiles } from "@/lib/catalogue/project/detail";
import { getConfidentialInfo } from "@/lib/catalogue/project/confidential";
import { getDownloadableFile } from "@/lib/catalogue/project/download";
import { listProjects as forSaleList } from "@/lib/catalogue/project/list";
import { getProjectDetail, getProjectUnits } from "@/lib/catalogue/project/queries";
import { getSimilarProjects } from "@/lib/catalogue/project/similar";
import { geoFacets } from "@/lib/catalogue/search/facets";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchProjects } from "@/lib/catalogue/search/service";
import { suggest } from "@/lib/catalogue/suggest/service";
import { loadSitemap } from "@/lib/seo/queries";
import { resolveSite } from "@/lib/site/resolve";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { clients, geo, priceHistory, projectFiles, projects } from "@/lib/db/schema";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

async function call(handler: Handler, options: { method?: string; body?: unknown; token?: string; id?: number; query?: string } = {}) {
  const headers: Record<string, string> = {
    "x-costa-client-ip": `198.51.100.${++address % 250}`,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body === undefined ? {} : { "content-type": "application/json" }),
  };
  const request = new Request(`http://localhost/api/crm/x${options.query ? `?${options.query}` : ""}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const NAME = "Residencial Handwerk Testa";
let demoOwner: string, demoAgent: string, zuidkustOwner: string, zuidkustAgent: string, admin: string;
let townId: number;
let projectId: number;
let unitId: number;

const listing = (overrides: Record<string, unknown> = {}) => ({
  name: NAME,
  developer: "Bouwbedrijf Test",
  description: "Nieuwe appartementen vlak bij zee.",
  type_id: 1,
  town_id: townId,
  lat: 38.35,
  lng: -0.48,
  status: "off_plan",
  delivery_date: "2028-06-30",
  amenities: ["Zwembad", "Zeezicht"],
  published: true,
  ...overrides,
});

const search = (partnerId: number) => searchProjects(normalizeFilters({ q: "Handwerk Testa", include_sold_out: true }), { basePath: "", partnerId });
const foundOn = async (partnerId: number) => (await search(partnerId)).cards.some((card) => card.id === projectId);

beforeAll(async () => {
  const tokens = await Promise.all([1, 5, 2, 6, 4].map(async (id) => (await issueStaffToken(id)).token));
  [demoOwner, demoAgent, zuidkustOwner, zuidkustAgent, admin] = tokens as [string, string, string, string, string];
  const [town] = await (await db()).select({ id: geo.id }).from(geo).where(eq(geo.kind, "town")).limit(1);
  townId = town!.id;
});

describe("creating a listing by hand", () => {
  it("refuses bad input field by field, in Dutch, as strictly as the feed importer", async () => {
    const bad = await call(createProject, { token: demoOwner, body: listing({ name: " ", lat: 52.37, lng: 4.9, type_id: 5, delivery_date: "2027-02-30", amenities: ["x".repeat(201)] }) });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.name).toEqual(["Vul een naam in"]);
    expect(bad.body.error.fields.lat).toEqual(["Ligt niet in Spanje"]);
    expect(bad.body.error.fields.type_id).toEqual(["Kies een woningtype"]);
    expect(bad.body.error.fields.delivery_date).toEqual(["geen bestaande datum"]);
    expect(Object.keys(bad.body.error.fields)).toContain("amenities.0");
    const province = await call(createProject, { token: demoOwner, body: listing({ town_id: 1 }) });
    expect(province.status).toBe(422);
    expect(province.body.error.fields.town_id[0]).toMatch(/onbekende plaats/);
  });

  it("creates the owner's listing, unapproved, and adds units whose prices follow", async () => {
    const created = await call(createProject, { token: demoOwner, body: listing() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: NAME, partner_listing: true, approved_at: null, partner: "Demo Makelaars", published: true, town_id: townId, amenities: ["Zwembad", "Zeezicht"] });
    projectId = created.body.data.id;
    const noPrice = await call(addUnit, { token: demoOwner, id: projectId, body: { reference: "A-1", type_id: 1, bedrooms: 2, bathrooms: 2, area: 85 } });
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.error.fields.price).toEqual(['Vul een prijs in, of kies "prijs op aanvraag"']);
    const added = await call(addUnit, { token: demoOwner, id: projectId, body: { reference: "A-1", type_id: 1, bedrooms: 2, bathrooms: 2, area: 85, price: 250_000, vat: true } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ price_from: 250_000, units_available: 1 });
    unitId = added.body.data.units[0].id;
    const again = await call(addUnit, { token: demoOwner, id: projectId, body: { reference: "A-1", type_id: 1, bedrooms: 2, bathrooms: 2, area: 85, price: 1 } });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.reference).toEqual(["is al in gebruik"]);
  });

  it("records a price change in the price history", async () => {
    const lowered = await call(patchUnit, { method: "PATCH", token: demoOwner, id: unitId, body: { price: 240_000 } });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.price_history[0]).toMatchObject({ old_price: 250_000, new_price: 240_000 });
    const rows = await (await db()).select().from(priceHistory).where(and(eq(priceHistory.unitId, unitId), eq(priceHistory.newPrice, 240_000)));
    expect(rows).toHaveLength(1);
  });
});

describe("tenancy", () => {
  it("another partner's owner and agent can neither read nor change the listing, by id or by list filters", async () => {
    for (const token of [zuidkustOwner, zuidkustAgent]) {
      expect((await call(getProject, { token, id: projectId })).status).toBe(404);
      expect((await call(patchProject, { method: "PATCH", token, id: projectId, body: { name: "Overgenomen" } })).status).toBeGreaterThanOrEqual(403);
      expect((await call(addUnit, { token, id: projectId, body: { reference: "X-1", type_id: 1, bedrooms: 1, bathrooms: 1, area: 50, price: 100_000 } })).status).toBeGreaterThanOrEqual(403);
      expect((await call(patchUnit, { method: "PATCH", token, id: unitId, body: { price: 1 } })).status).toBeGreaterThanOrEqual(403);
      for (const query of ["q=Handwerk", "approval=pending", "published=yes&q=Testa", "per_page=100"]) {
        const listed = await call(listProjects, { token, query });
        expect(listed.status).toBe(200);
        expect(listed.body.data.some((row: { id: number }) => row.id === projectId)).toBe(false);
      }
      expect((await call(approve, { token, id: projectId, body: { approved: true } })).status).toBe(403);
    }
    const [fresh] = (await call(getProject, { token: demoOwner, id: projectId })).body.data.units;
    expect(fresh.price).toBe(240_000);
    expect((await call(getProject, { token: demoOwner, id: projectId })).body.data.name).toBe(NAME);
  });

  it("an agent writes listings only when its owner allowed it; only an owner changes that", async () => {
    expect((await call(getProject, { token: demoAgent, id: projectId })).status).toBe(200);
    const refused = await call(createProject, { token: demoAgent, body: listing({ name: "Agent Project" }) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/agenten niet toegestaan/);
    expect((await call(patchProject, { method: "PATCH", token: demoAgent, id: projectId, body: { name: "Door agent" } })).status).toBe(403);
    expect((await call(patchUnit, { method: "PATCH", token: demoAgent, id: unitId, body: { status: "reserved" } })).status).toBe(403);
    expect((await call(patchSettings, { method: "PATCH", token: demoAgent, body: { agents_edit_listings: true } })).status).toBe(403);
    expect((await call(getSettings, { token: demoOwner })).body.data).toEqual({ agents_edit_listings: false });
    expect((await call(patchSettings, { method: "PATCH", token: demoOwner, body: { agents_edit_listings: true } })).body.data).toEqual({ agents_edit_listings: true });
    const allowed = await call(patchProject, { method: "PATCH", token: demoAgent, id: projectId, body: { developer: "Bouwbedrijf Agent" } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.developer).toBe("Bouwbedrijf Agent");
    // Another partner's owner allowing its own agents opens nothing of this partner's.
    await call(patchSettings, { method: "PATCH", token: zuidkustOwner, body: { agents_edit_listings: true } });
    expect((await call(patchProject, { method: "PATCH", token: zuidkustAgent, id: projectId, body: { name: "Overgenomen" } })).status).toBe(404);
    await call(patchSettings, { method: "PATCH", token: demoOwner, body: { agents_edit_listings: false } });
    expect((await call(patchProject, { method: "PATCH", token: demoAgent, id: projectId, body: { name: "Weer niet" } })).status).toBe(403);
  });
});

describe("where the public sees it", () => {
  it("shows an unapproved listing on its own partner's site only; everywhere once an admin approves it", async () => {
    expect(await foundOn(1)).toBe(true);
    expect(await foundOn(0)).toBe(false);
    expect(await foundOn(2)).toBe(false);
    expect(await getProjectDetail(projectId, 1)).not.toBeNull();
    expect(await getProjectDetail(projectId, 0)).toBeNull();
    expect(await getProjectDetail(projectId, 2)).toBeNull();
    // Its card (a comparison, favorites) and a client's favorite of it: on its own site only.
    const cardOn = async (partnerId: number) => (await getProjectCards({ basePath: "", partnerId }, [projectId])).map((card) => card.id);
    expect(await cardOn(1)).toEqual([projectId]);
    expect(await cardOn(0)).toEqual([]);
    expect(await cardOn(2)).toEqual([]);
    const [client] = await (await db()).select({ id: clients.id }).from(clients).limit(1);
    expect(await toggleFavorite(client!.id, projectId, 2)).toBeNull();
    expect((await toggleFavorite(client!.id, projectId, 1))?.favorite).toBe(true);
    expect(await listFavoriteIds(client!.id, 1)).toContain(projectId);
    expect(await listFavoriteIds(client!.id, 2)).not.toContain(projectId);
    expect(await mergeFavorites(client!.id, [projectId], 0)).not.toContain(projectId);
    // The place counts beside the results count it where search lists it.
    const counted = async (partnerId: number) => (await geoFacets(normalizeFilters({ q: "Handwerk Testa", include_sold_out: true }), partnerId)).countries.reduce((sum, facet) => sum + facet.count, 0);
    expect(await counted(1)).toBe((await counted(0)) + 1);
    expect(await counted(2)).toBe(await counted(0));
    // So do the search box's suggestions.
    const suggested = async (partnerId: number) => (await suggest("Handwerk Testa", partnerId)).some((item) => item.kind === "project" && item.label === NAME);
    expect(await suggested(1)).toBe(true);
    expect(await suggested(0)).toBe(false);
    expect(await suggested(2)).toBe(false);
    // Its units, files and confidential text by the API's reads: on its own site only.
    expect(await getProjectUnits(projectId, {}, 1)).not.toBeNull();
    expect(await getProjectUnits(projectId, {}, 0)).toBeNull();
    expect(await getProjectFiles(projectId, { client: true }, 1)).not.toBeNull();
    expect(await getProjectFiles(projectId, { client: true }, 2)).toBeNull();
    expect(await getConfidentialInfo(projectId, { client: true }, 1)).not.toBeUndefined();
    expect(await getConfidentialInfo(projectId, { client: true }, 0)).toBeUndefined();
    // A file's download URL names no site (a lead's mail carries it): any published project's file.
    const [file] = await (await db())
      .insert(projectFiles)
      .values({ projectId, kind: "price_list", title: "Prijslijst", fileName: "prijslijst.pdf", mimeType: "application/pdf", content: Buffer.from("%PDF-1.4\n"), sizeBytes: 9 })
      .returning({ id: projectFiles.id });
    expect((await getDownloadableFile(file!.id))?.fileName).toBe("prijslijst.pdf");
    // The full list (`/for-sale`) and the similar projects of its neighbours: on its own site only.
    const [own, main] = [(await resolveSite("demo"))!, (await resolveSite("_main"))!];
    expect((await forSaleList(own, 1)).total).toBe((await forSaleList(main, 1)).total + 1);
    const [listing] = await (await db()).select({ typeId: projects.typeId, regionId: projects.regionId, priceFrom: projects.priceFrom }).from(projects).where(eq(projects.id, projectId));
    const neighbour = { id: 0, typeId: listing!.typeId, priceFrom: listing!.priceFrom, geo: { region: { id: listing!.regionId } } };
    const similarOn = async (site: typeof own) => (await getSimilarProjects(neighbour, site, 1000)).some((card) => card.id === projectId);
    expect(await similarOn(own)).toBe(true);
    expect(await similarOn(main)).toBe(false);
    // The sitemap of its own site lists it; the main brand's does not.
    const inSitemap = async (segment: string) => (await loadSitemap((await resolveSite(segment))!, "http://localhost")).some((entry) => entry.url.includes(`/${projectId}-`));
    expect(await inSitemap("demo")).toBe(true);
    expect(await inSitemap("_main")).toBe(false);
    const pending = await call(listProjects, { token: admin, query: "approval=pending&per_page=100" });
    expect(pending.body.data.map((row: { id: number }) => row.id)).toContain(projectId);

    const approved = await call(approve, { token: admin, id: projectId, body: { approved: true } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.approved_at).not.toBeNull();
    expect(await foundOn(0)).toBe(true);
    expect(await foundOn(2)).toBe(true);
    expect(await getProjectDetail(projectId, 0)).not.toBeNull();

    await call(approve, { token: admin, id: projectId, body: { approved: false } });
    expect(await foundOn(0)).toBe(false);
    // Unpublished: gone from its own site too.
    await call(patchProject, { method: "PATCH", token: demoOwner, id: projectId, body: { published: false } });
    expect(await foundOn(1)).toBe(false);
    expect(await getProjectUnits(projectId, {}, 1)).toBeNull();
    expect(await getDownloadableFile(file!.id)).toBeNull();
  });

  it("an admin's approval applies to partner listings only", async () => {
    expect((await call(approve, { token: admin, id: 1, body: { approved: true } })).status).toBe(404);
  });
});
