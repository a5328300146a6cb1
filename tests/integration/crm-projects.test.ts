/**
 * Managing projects in the CRM (PGlite, or PostgreSQL with DATABASE_URL): an admin manages every
 * project, a partner's CRM user only the projects of its own feeds (another's is a 404, by every call);
 * the import's limits hold; every price change is recorded; every change revalidates once; and the
 * visitors' side (search, the price_cut sort, the badges) follows.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProject, PATCH as patchProject } from "@/app/api/crm/projects/[id]/route";
import { GET as listProjects } from "@/app/api/crm/projects/route";
import { PATCH as patchUnit } from "@/app/api/crm/units/[id]/route";
import { POST as properties } from "@/app/api/properties/route";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { changeProject, changeUnit } from "@/lib/crm/project-changes";
import { issueStaffToken, type StaffScope } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { feedSources, priceHistory, projects, units } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { chunked, feedXml, unitSpecs } from "../support/kyero-feed";
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
    method: options.method ?? (options.body === undefined ? "GET" : "PATCH"),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const ZUIDKUST: StaffScope = { id: 2, role: "partner", teamRole: "owner", partnerId: 2 };
let admin: string, zuidkust: string, demo: string, client: string;
let ownProjects: number[];
let othersProject: number;

async function projectIdsOf(source: string): Promise<number[]> {
  const database = await db();
  const [row] = await database.select({ id: feedSources.id }).from(feedSources).where(eq(feedSources.name, source));
  return (await database.select({ id: projects.id }).from(projects).where(eq(projects.feedSourceId, row!.id))).map((project) => project.id).sort((a, b) => a - b);
}

const unitsOf = async (projectId: number) => (await db()).select().from(units).where(eq(units.projectId, projectId)).orderBy(units.id);

beforeAll(async () => {
  const database = await db();
  for (const [name, partner] of [["zuidkust-feed", "zuidkust"], ["demo-feed", "demo"]] as const) {
    const report = await importFeed(database, chunked(feedXml(unitSpecs(16, 4))), { source: { name, partner } });
    expect(report.status).toBe("succeeded");
  }
  ownProjects = await projectIdsOf("zuidkust-feed");
  othersProject = (await projectIdsOf("demo-feed"))[0]!;
  const tokens = await Promise.all([4, 2, 1].map(async (id) => (await issueStaffToken(id)).token));
  [admin, zuidkust, demo] = [tokens[0]!, tokens[1]!, tokens[2]!];
  client = (await issueApiToken(1)).token;
});

describe("who manages which projects", () => {
  it("lists a partner's own feed projects only; the admin every project", async () => {
    const own = await call(listProjects, { token: zuidkust, query: "per_page=100" });
    expect(own.status).toBe(200);
    expect(own.body.data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual(ownProjects);
    expect(own.body.data.every((row: { source: string; partner: string }) => row.source === "zuidkust-feed" && row.partner === "Zuidkust Vastgoed")).toBe(true);
    const all = await call(listProjects, { token: admin, query: "q=proyecto" });
    expect(all.body.meta.total).toBeGreaterThanOrEqual(4);
    expect((await call(listProjects, { token: admin })).body.meta.total).toBeGreaterThan(1000);
    expect((await call(listProjects, { token: zuidkust, query: "published=no" })).body.meta.total).toBe(0);
  });

  it("answers 404 (not 403) for another partner's project or unit, and for the main brand's own projects", async () => {
    const [otherUnit] = await unitsOf(othersProject);
    for (const id of [othersProject, 7]) {
      expect((await call(getProject, { token: zuidkust, id })).status).toBe(404);
      expect((await call(patchProject, { token: zuidkust, id, body: { featured: true } })).status).toBe(404);
    }
    expect((await call(patchUnit, { token: zuidkust, id: otherUnit!.id, body: { price: 1000 } })).status).toBe(404);
    const [after] = await unitsOf(othersProject);
    expect(after!.price).toBe(otherUnit!.price);
    expect((await (await db()).select().from(projects).where(eq(projects.id, othersProject)))[0]!.featured).toBe(false);
    // The owner reads it; a client's token or no token is no way in.
    expect((await call(getProject, { token: demo, id: othersProject })).status).toBe(200);
    expect((await call(getProject, { token: client, id: othersProject })).status).toBe(403);
    expect((await call(listProjects)).status).toBe(401);
  });
});

describe("changing a project", () => {
  it("changes texts, status, delivery date and featured, and refuses what the import refuses", async () => {
    const id = ownProjects[0]!;
    const answer = await call(patchProject, { token: zuidkust, id, body: { name: "Residencial Mar Azul", description: "Nieuwe tekst <script>alert(1)</script>", status: "key_ready", delivery_date: "2027-06-30", featured: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: "Residencial Mar Azul", description: "Nieuwe tekst <script>alert(1)</script>", status: "key_ready", delivery_date: "2027-06-30", featured: true });
    expect(answer.body.meta.changed).toBe(true);
    for (const [body, field] of [
      [{ description: "x".repeat(32_001) }, "description"],
      [{ name: "  " }, "name"],
      [{ delivery_date: "2027-02-30" }, "delivery_date"],
      [{ status: "sold" }, "status"],
      [{}, "name"],
    ] as const) {
      const refused = await call(patchProject, { token: zuidkust, id, body });
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(refused.body.error.fields)).toContain(field);
    }
  });

  it("revalidates the changed project once per change, never when nothing changed", async () => {
    const revalidated: number[] = [];
    const onChange = (projectId: number) => void revalidated.push(projectId);
    expect(await changeProject(ZUIDKUST, ownProjects[1]!, { featured: true }, { onChange })).toBe(true);
    expect(await changeProject(ZUIDKUST, ownProjects[1]!, { featured: true }, { onChange })).toBe(false);
    const [unit] = await unitsOf(ownProjects[1]!);
    expect(await changeUnit(ZUIDKUST, unit!.id, { status: "reserved" }, { onChange })).toBe(true);
    expect(await changeUnit(ZUIDKUST, unit!.id, { status: "reserved", price: unit!.price }, { onChange })).toBe(false);
    // The unit's change names its project: that project's pages and the lists of projects, nothing more.
    expect(revalidated).toEqual([ownProjects[1], ownProjects[1]]);
  });

  it("unpublishes (gone from search) and publishes again (published now: Nieuw)", async () => {
    const id = ownProjects[2]!;
    const search = async () => (await call(properties, { method: "POST", body: { per_page: 60, sort: "newest" } })).body.data as Array<{ id: number; is_new: boolean }>;
    await (await db()).update(projects).set({ publishedAt: new Date("2025-01-01T00:00:00Z") }).where(eq(projects.id, id));
    expect((await call(patchProject, { token: zuidkust, id, body: { published: false } })).body.data.published).toBe(false);
    expect((await search()).some((card) => card.id === id)).toBe(false);
    const republished = await call(patchProject, { token: zuidkust, id, body: { published: true } });
    expect(Date.now() - Date.parse(republished.body.data.published_at)).toBeLessThan(60_000);
    expect((await search()).find((card) => card.id === id)?.is_new).toBe(true);
  });
});

describe("changing a unit's price", () => {
  it("records every price change, follows with the project's range, and shows the cut to visitors", async () => {
    const id = ownProjects[3]!;
    const before = await unitsOf(id);
    const cheapest = before.reduce((low, unit) => (unit.price < low.price ? unit : low));
    const lower = cheapest.price - 20_000;
    const answer = await call(patchUnit, { token: zuidkust, id: cheapest.id, body: { price: lower } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, price_from: lower });
    expect(answer.body.data.price_history[0]).toMatchObject({ unit_id: cheapest.id, old_price: cheapest.price, new_price: lower });
    const history = await (await db()).select().from(priceHistory).where(inArray(priceHistory.unitId, before.map((unit) => unit.id)));
    expect(history).toHaveLength(1);

    // Visitors: the card carries the old price, and the price_cut sort puts the project first.
    const cut = await call(properties, { method: "POST", body: { sort: "price_cut", per_page: 5 } });
    expect(cut.status).toBe(200);
    expect(cut.body.data[0]).toMatchObject({ id, price_from: lower, price_was: cheapest.price });
    expect(cut.body.data.slice(1).every((card: { price_was: number | null }) => card.price_was === null)).toBe(true);

    // On request and back: two more rows (null on the request side); a raise is recorded but is no cut.
    await call(patchUnit, { token: zuidkust, id: cheapest.id, body: { price_on_request: true } });
    await call(patchUnit, { token: zuidkust, id: cheapest.id, body: { price: cheapest.price + 50_000, price_on_request: false } });
    const rows = await (await db()).select().from(priceHistory).where(eq(priceHistory.unitId, cheapest.id)).orderBy(priceHistory.id);
    expect(rows.map((row) => [row.oldPrice, row.newPrice])).toEqual([[cheapest.price, lower], [lower, null], [null, cheapest.price + 50_000]]);
  });

  it("refuses prices the import refuses, with the field named", async () => {
    const [unit] = await unitsOf(ownProjects[0]!);
    for (const body of [{ price: -1 }, { price: 0 }, { price: 1.5 }, { price: 100_000_001 }, { price: "250000" }, { status: "gone" }, { price: 1, colour: "red" }]) {
      const refused = await call(patchUnit, { token: zuidkust, id: unit!.id, body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.fields, JSON.stringify(body)).toBeDefined();
    }
    expect((await unitsOf(ownProjects[0]!))[0]!.price).toBe(unit!.price);
  });
});
