import { asc, eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../lib/accounts/password";
import type { Database, DatabaseHandle } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";
import { clients, contentPages, geo, partners, projectFiles, projects, staffUsers, units } from "../../lib/db/schema";
import { generateCatalogue } from "../../lib/db/seed/catalogue";
import { buildGeo } from "../../lib/db/seed/geo";
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from "../../lib/db/seed/index";
import { insertInBatches } from "../../lib/db/seed/insert";
import { openTestDatabase } from "./helpers/database";

let first: DatabaseHandle;
let second: DatabaseHandle;
let summary: SeedSummary;
const timings: string[] = [];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  expect(await isDatabaseEmpty(first.db)).toBe(true);
  summary = await timed(`seed 1 (${first.engine})`, () => seedDatabase(first.db));
  await timed(`seed 2 (${second.engine})`, () => seedDatabase(second.db));
});

afterAll(async () => {
  console.info(`seed timings: ${timings.join(", ")}`);
  await Promise.all([first?.close(), second?.close()]);
});

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** count and md5 of every row as text, ordered by primary key: computed in the database. */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const key = config.primaryKeys[0]?.columns.map((column) => column.name) ?? config.columns.filter((column) => column.primary).map((column) => column.name);
    // A table without a primary key (page_views: a unique key over nullable columns) orders by its whole row.
    const order = key.length > 0 ? key.map((name) => `t."${name}"`).join(", ") : "t::text";
    const name = getTableName(table);
    const result = await db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by ${order})), '') as digest from "${name}" t`),
    );
    const [row] = rows<{ n: number; digest: string }>(result);
    digests[name] = `${row?.n}:${row?.digest}`;
  }
  return digests;
}

describe("seedDatabase", () => {
  it("fills the catalogue to the promised size", async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    expect(summary.projects).toBeGreaterThanOrEqual(1000);
    expect(summary.units).toBeGreaterThanOrEqual(3000);
    const [counts] = await first.db
      .select({
        projects: sql<number>`(select count(*)::int from ${projects})`,
        units: sql<number>`(select count(*)::int from ${units})`,
        emptyProjects: sql<number>`(select count(*)::int from ${projects} p where not exists (select 1 from ${units} u where u.project_id = p.id))`,
      })
      .from(sql`(select 1) as one`);
    expect(counts).toEqual({ projects: summary.projects, units: summary.units, emptyProjects: 0 });
  });

  it("publishes over 1,000 projects (the '1000+ projects' claim) and names no two alike in one town", async () => {
    const [published] = rows<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from projects where published`));
    expect(published?.n).toBeGreaterThanOrEqual(1000);
    expect(published?.n).toBeLessThan(summary.projects);
    const twins = rows(await first.db.execute(sql`select town_id, name from projects group by town_id, name having count(*) > 1`));
    expect(twins).toEqual([]);
  });

  it("spreads projects over towns on at least four costas, including Costa del Sol and Costa Blanca", async () => {
    const used = await first.db
      .selectDistinct({ slug: geo.slug })
      .from(projects)
      .innerJoin(geo, eq(geo.id, projects.regionId));
    const slugs = used.map((region) => region.slug);
    expect(slugs).toEqual(expect.arrayContaining(["costa-del-sol", "costa-blanca"]));
    expect(slugs.length).toBeGreaterThanOrEqual(4);
    const [mismatch] = rows<{ n: number }>(
      await first.db.execute(sql`select count(*)::int as n from projects p join geo t on t.id = p.town_id
        where t.kind <> 'town' or t.region_id <> p.region_id or t.province_id <> p.province_id or abs(p.lat - t.lat) > 0.05 or abs(p.lng - t.lng) > 0.05`),
    );
    expect(mismatch?.n).toBe(0);
  });

  it("keeps every project's derived ranges in step with its units", async () => {
    const result = await first.db.execute(sql`
      with agg as (
        select project_id,
          min(price) filter (where not price_on_request) as price_from,
          max(price) filter (where not price_on_request) as price_to,
          bool_and(price_on_request) as price_on_request,
          bool_or(vat) as vat,
          min(bedrooms) filter (where type_id <> 7) as bedrooms_min, max(bedrooms) filter (where type_id <> 7) as bedrooms_max,
          min(bathrooms) filter (where type_id <> 7) as bathrooms_min, max(bathrooms) filter (where type_id <> 7) as bathrooms_max,
          min(area) filter (where type_id <> 7) as area_min, max(area) filter (where type_id <> 7) as area_max,
          count(*) filter (where status = 'available')::int as units_available
        from units group by project_id)
      select p.id from projects p join agg a on a.project_id = p.id
      where p.price_from is distinct from a.price_from or p.price_to is distinct from a.price_to
        or p.price_on_request <> a.price_on_request or p.vat <> a.vat
        or p.bedrooms_min is distinct from a.bedrooms_min or p.bedrooms_max is distinct from a.bedrooms_max
        or p.bathrooms_min is distinct from a.bathrooms_min or p.bathrooms_max is distinct from a.bathrooms_max
        or p.area_min is distinct from a.area_min or p.area_max is distinct from a.area_max
        or p.units_available <> a.units_available`);
    expect(rows(result)).toEqual([]);
  });

  it("gives each project 4 to 6 images of its own", async () => {
    const list = await first.db.select({ id: projects.id, images: projects.images }).from(projects);
    const all = new Set<string>();
    for (const { id, images } of list) {
      expect(images.length).toBeGreaterThanOrEqual(4);
      expect(images.length).toBeLessThanOrEqual(6);
      for (const url of images) {
        expect(url).toMatch(new RegExp(`^/media/projects/${id}/[1-6]-[a-z]+\\.svg$`));
        all.add(url);
      }
    }
    expect(all.size).toBe(list.reduce((sum, project) => sum + project.images.length, 0));
  });

  it("stores valid PDF documents, confidential except the quality specification", async () => {
    const files = await first.db.select().from(projectFiles).orderBy(asc(projectFiles.id));
    expect(files.length).toBeGreaterThanOrEqual(3 * summary.projects);
    // Collect problems instead of thousands of expect calls: one readable failure, and fast.
    const problems: string[] = [];
    for (const file of files) {
      const text = file.content.toString("latin1");
      const fail = (what: string) => problems.push(`file ${file.id}: ${what}`);
      if (file.sizeBytes !== file.content.length) fail("sizeBytes");
      if (!text.startsWith("%PDF-1.4\n") || !text.endsWith("%%EOF\n")) fail("header or trailer");
      if (file.confidential !== (file.kind !== "other")) fail("confidential flag");
      const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
      if (text.slice(startxref, startxref + 4) !== "xref") fail("startxref");
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      if (offsets.length < 5) fail("xref table");
      offsets.forEach((offset, index) => {
        if (!text.startsWith(`${index + 1} 0 obj`, offset)) fail(`offset of object ${index + 1}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it("has the three demo partners exactly as in the design", async () => {
    const list = await first.db.select().from(partners).orderBy(asc(partners.id));
    expect(list.map(({ slug, name, domain, primaryColor, secondaryColor, headingColor, logoUrl, active }) =>
      ({ slug, name, domain, primaryColor, secondaryColor, headingColor, logoUrl, active }))).toEqual([
      { slug: "demo", name: "Demo Makelaars", domain: null, primaryColor: "#13206a", secondaryColor: "#fffb00", headingColor: null, logoUrl: null, active: true },
      { slug: "zuidkust", name: "Zuidkust Vastgoed", domain: null, primaryColor: "#0b6e4f", secondaryColor: "#f2c14e", headingColor: "#08415c", logoUrl: null, active: true },
      { slug: "partner-a", name: "Partner A Woningen", domain: "partner-a.test", primaryColor: "#7a1f5c", secondaryColor: "#f5d547", headingColor: "#222222", logoUrl: null, active: true },
    ]);
    const regionSlugs = async (ids: number[]) =>
      (await first.db.select({ id: geo.id, slug: geo.slug }).from(geo)).filter((row) => ids.includes(row.id)).map((row) => row.slug);
    expect(await regionSlugs(list[1]?.regionIds ?? [])).toEqual(["costa-del-sol"]);
    expect(await regionSlugs(list[2]?.regionIds ?? [])).toEqual(["costa-blanca"]);
    expect(list[0]?.regionIds).toEqual([]);
  });

  it("has the documented demo accounts with working passwords", async () => {
    const [client] = await first.db.select().from(clients).where(eq(clients.email, "klant@costanieuwbouw.test"));
    expect(client).toMatchObject({ firstName: "Jan", lastName: "de Vries" });
    expect(await verifyPassword("Zonnig2026!", client?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("zonnig2026!", client?.passwordHash ?? "")).toBe(false);
    const [demo] = await first.db.select().from(partners).where(eq(partners.id, client?.partnerId ?? 0));
    expect(demo?.slug).toBe("demo");

    const staff = await first.db
      .select({ email: staffUsers.email, role: staffUsers.role, teamRole: staffUsers.teamRole, hash: staffUsers.passwordHash, partner: partners.slug })
      .from(staffUsers)
      .leftJoin(partners, eq(partners.id, staffUsers.partnerId))
      .orderBy(asc(staffUsers.id));
    expect(staff.map(({ email, role, teamRole, partner }) => ({ email, role, teamRole, partner }))).toEqual([
      { email: "crm@demo.test", role: "partner", teamRole: "owner", partner: "demo" },
      { email: "crm@zuidkust.test", role: "partner", teamRole: "owner", partner: "zuidkust" },
      { email: "crm@partner-a.test", role: "partner", teamRole: "owner", partner: "partner-a" },
      { email: "admin@costanieuwbouw.test", role: "admin", teamRole: null, partner: null },
      { email: "agent@demo.test", role: "partner", teamRole: "agent", partner: "demo" },
      { email: "agent@zuidkust.test", role: "partner", teamRole: "agent", partner: "zuidkust" },
      { email: "agent@partner-a.test", role: "partner", teamRole: "agent", partner: "partner-a" },
    ]);
    for (const user of staff) {
      expect(await verifyPassword(user.role === "admin" ? "Beheer2026!" : "Partner2026!", user.hash)).toBe(true);
    }
  });

  it("has the content pages: global pages, landing pages, blog posts and zuidkust's own broker page", async () => {
    const pages = await first.db
      .select({ slug: contentPages.slug, kind: contentPages.kind, summary: contentPages.summary, body: contentPages.body, partner: partners.slug })
      .from(contentPages)
      .leftJoin(partners, eq(partners.id, contentPages.partnerId));
    const global = pages.filter((page) => page.partner === null);
    const globalPages = global.filter((page) => page.kind === "page").map((page) => page.slug);
    expect(globalPages).toEqual(expect.arrayContaining([
      "wonen-en-leven", "uw-makelaar",
      "nieuwbouw-costa-del-sol", "nieuwbouw-costa-blanca", "nieuwbouw-costa-calida", "nieuwbouw-marbella", "nieuwbouw-torrevieja",
      "kosten-koper-spanje", "hypotheek-in-spanje", "stappenplan-woning-kopen-spanje",
    ]));
    expect(global.filter((page) => page.kind === "blog").length).toBeGreaterThanOrEqual(2);
    expect(pages.filter((page) => page.partner === "zuidkust").map((page) => page.slug)).toEqual(["uw-makelaar"]);
    for (const page of pages) {
      expect(page.summary?.length).toBeGreaterThan(20);
      expect(page.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("writes identical rows into two empty databases", async () => {
    const [a, b] = await Promise.all([tableDigests(first.db), tableDigests(second.db)]);
    expect(Object.keys(a).length).toBeGreaterThanOrEqual(13);
    expect(a.projects).toMatch(/^\d+:[0-9a-f]{32}$/);
    expect(b).toEqual(a);
  });

  it("stores exactly the generated rows", async () => {
    const [chunk] = generateCatalogue(40, buildGeo().towns, 40);
    const stored = await first.db.select().from(projects).where(sql`${projects.id} <= 40`).orderBy(asc(projects.id));
    // Seeded rows come from no feed and no partner's own listings: those columns stay empty. The feature columns are generated by the database.
    expect(stored.map(({ features, featureBits, ...row }) => (void features, void featureBits, row))).toEqual(
      chunk?.projects.map((project) => ({ ...project, feedSourceId: null, feedRef: null, partnerId: null, approvedAt: null, approvedBy: null })),
    );
    const storedUnits = await first.db.select().from(units).where(sql`${units.projectId} <= 40`).orderBy(asc(units.id));
    expect(storedUnits).toEqual(chunk?.units.map((unit) => ({ ...unit, feedSourceId: null, feedId: null })));
    const storedFiles = await first.db.select().from(projectFiles).where(sql`${projectFiles.projectId} <= 40`).orderBy(asc(projectFiles.id));
    expect(storedFiles.map((file) => ({ ...file, content: file.content.toString("base64") })))
      .toEqual(chunk?.files.map((file) => ({ ...file, content: file.content.toString("base64") })));
  });

  it("bulk-inserts text that needs escaping in an array literal", async () => {
    const body = 'Quotes " and \\ backslashes, {braces}, commas, NULL, a newline\nand € ü ñ';
    await insertInBatches(second.db, contentPages, [
      { id: 9001, slug: "escape-test", title: "NULL", summary: null, body, kind: "blog", partnerId: null, published: false, createdAt: new Date(0), updatedAt: new Date(0) },
    ]);
    const [page] = await second.db.select().from(contentPages).where(eq(contentPages.id, 9001));
    expect(page).toMatchObject({ slug: "escape-test", title: "NULL", summary: null, body, kind: "blog", published: false, createdAt: new Date(0) });
    await second.db.delete(contentPages).where(eq(contentPages.id, 9001));
  });

  it("leaves the id sequences after the seeded rows", async () => {
    const [row] = await first.db
      .insert(geo)
      .values({ kind: "town", slug: "test-town", name: "Test", lat: 36.5, lng: -4.9, countryId: 1 })
      .returning({ id: geo.id });
    expect(row?.id).toBe(summary.geo + 1);
  });
});
