/**
 * Importing Kyero v3 feeds into the seeded catalogue (PGlite, or PostgreSQL with DATABASE_URL): a new
 * feed creates projects and units, the same feed again changes nothing, a missing unit is withdrawn, a
 * new price is recorded, and malformed feeds fail or skip cleanly, leaving the catalogue as it was.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { feedImages, feedRuns, geo, priceHistory, projects, units } from "@/lib/db/schema";
import { deriveProjectRanges } from "@/lib/db/seed/derive";
import { importFeed } from "@/lib/feeds/import";
import { chunked, FEED_HEAD, FEED_TAIL, feedXml, propertyXml, unitSpecs, type FeedUnitSpec } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const db = (): Database => database().db;

/** A fingerprint of everything the catalogue shows (and the price history). */
async function catalogueFingerprint(): Promise<string> {
  const result = await db().execute<{ projects: string; units: string; history: string; geo: string }>(sql`
    select (select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) from projects p) as projects,
           (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from units u) as units,
           (select count(*)::text from price_history) as history,
           (select count(*)::text from geo) as geo`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows[0]);
}

let changes = 0;
const run = (xml: string | Uint8Array[], source = "dev-a") => importFeed(db(), typeof xml === "string" ? chunked(xml, 4096) : xml, { source: { name: source }, onChange: () => void changes++ });

const first: FeedUnitSpec[] = unitSpecs(40, 8);

describe("importing a Kyero v3 feed", () => {
  it("creates the projects and units of a new feed, with the seed's derived ranges", async () => {
    const report = await run(feedXml(first));
    expect(report.status).toBe("succeeded");
    expect(report.counts).toMatchObject({ properties: 40, imported: 40, skipped: 0, unitsCreated: 40, projectsCreated: 5, unitsWithdrawn: 0, priceChanges: 0 });
    expect(report.changed).toBe(true);
    expect(changes).toBe(1);

    const sourceId = (await db().select().from(feedRuns).where(eq(feedRuns.id, report.runId)))[0]!.sourceId;
    const imported = await db().select().from(projects).where(eq(projects.feedSourceId, sourceId));
    expect(imported).toHaveLength(5);
    for (const project of imported) {
      const rows = await db().select().from(units).where(eq(units.projectId, project.id));
      expect(rows).toHaveLength(8);
      const ranges = deriveProjectRanges(rows);
      expect(project).toMatchObject({ ...ranges, published: true });
      expect(project.images.length).toBeGreaterThan(0);
    }
    // Feed spellings matched to the geo table: Orihuela-Costa, Xàbia (Jávea), Denia (Dénia), MARBELLA.
    const townNames = (await db().select({ name: geo.name }).from(geo).where(sql`${geo.id} in (${sql.join(imported.map((p) => sql`${p.townId}`), sql`, `)})`)).map((row) => row.name).sort();
    expect(townNames).toEqual(["Dénia", "Jávea", "Marbella", "Orihuela Costa", "Torrevieja"]);
    const devProject = imported.find((project) => project.name === "Residencial Proyecto 1");
    expect(devProject?.slug).toBe("residencial-proyecto-1-torrevieja");
  });

  it("changes nothing when the same feed comes again", async () => {
    const before = await catalogueFingerprint();
    const report = await run(feedXml(first));
    expect(report.status).toBe("succeeded");
    expect(report.changed).toBe(false);
    expect(report.counts).toMatchObject({ unitsCreated: 0, unitsUpdated: 0, projectsCreated: 0, projectsUpdated: 0, priceChanges: 0, unitsWithdrawn: 0 });
    expect(await catalogueFingerprint()).toBe(before);
    expect(changes).toBe(1);
  });

  it("records a new price and withdraws a unit the feed no longer lists", async () => {
    const changed = first.map((unit, index) => (index === 0 ? { ...unit, price: "123000" } : unit)).filter((_, index) => index !== 1);
    const [unit0] = await db().select().from(units).where(eq(units.feedId, first[0]!.id));
    const report = await run(feedXml(changed));
    expect(report.counts).toMatchObject({ unitsUpdated: 1, priceChanges: 1, unitsWithdrawn: 1, unitsCreated: 0 });
    expect(changes).toBe(2);

    const history = await db().select().from(priceHistory).where(eq(priceHistory.unitId, unit0!.id));
    expect(history).toMatchObject([{ oldPrice: unit0!.price, newPrice: 123000 }]);
    const [withdrawn] = await db().select().from(units).where(eq(units.feedId, first[1]!.id));
    expect(withdrawn!.status).toBe("withdrawn");
    const [project] = await db().select().from(projects).where(eq(projects.id, withdrawn!.projectId));
    expect(project!.unitsAvailable).toBe(7);
    expect(project!.priceFrom).toBe(Math.min(...changed.slice(0, 7).map((unit) => Number(unit.price))));

    // Again the same: still nothing new.
    const again = await run(feedXml(changed));
    expect(again.changed).toBe(false);
    expect(await db().select().from(priceHistory).where(eq(priceHistory.unitId, unit0!.id))).toHaveLength(1);
  });

  it("shows a project whose units are all gone as sold out, keeping its rows", async () => {
    const remaining = first.slice(8);
    const report = await run(feedXml(remaining));
    expect(report.counts.unitsWithdrawn).toBe(7);
    const [unit] = await db().select().from(units).where(eq(units.feedId, first[0]!.id));
    const [project] = await db().select().from(projects).where(eq(projects.id, unit!.projectId));
    expect(project!.unitsAvailable).toBe(0);
    expect(project!.priceFrom).not.toBeNull();
    expect(await db().select().from(units).where(and(eq(units.projectId, project!.id), eq(units.status, "withdrawn")))).toHaveLength(8);

    // Listed again: available again.
    const back = await run(feedXml(first));
    expect(back.counts.unitsUpdated).toBe(8);
    const [again] = await db().select().from(projects).where(eq(projects.id, project!.id));
    expect(again!.unitsAvailable).toBe(8);
  });
});

describe("a source that groups by ref", () => {
  it("moves a unit whose ref now names another project, and records a price going on request", async () => {
    const [a1, a2, b1] = unitSpecs(3).map((unit, index) => ({ ...unit, development: undefined, id: `R${index}`, ref: ["A-1", "A-2", "B-1"][index]! }));
    const grouped = (specs: FeedUnitSpec[]) => importFeed(db(), chunked(feedXml(specs)), { source: { name: "by-ref", grouping: { refSeparator: "-", proximityMeters: 50 } } });
    expect((await grouped([a1!, a2!, b1!])).counts).toMatchObject({ projectsCreated: 2, unitsCreated: 3 });
    const report = await grouped([a1!, { ...a2!, ref: "B-2" }, { ...b1!, price: "x" }]);
    expect(report.counts).toMatchObject({ projectsCreated: 0, unitsUpdated: 2, priceChanges: 1, unitsWithdrawn: 0 });

    const byFeedId = async (feedId: string) => (await db().select().from(units).where(eq(units.feedId, feedId)))[0]!;
    const [moved, onRequest, stayed] = [await byFeedId("R1"), await byFeedId("R2"), await byFeedId("R0")];
    expect(moved.projectId).toBe(onRequest.projectId);
    const [projectA] = await db().select().from(projects).where(eq(projects.id, stayed.projectId));
    const [projectB] = await db().select().from(projects).where(eq(projects.id, onRequest.projectId));
    expect(projectA).toMatchObject({ feedRef: "ref:A", unitsAvailable: 1, priceFrom: Number(a1!.price) });
    expect(projectB).toMatchObject({ feedRef: "ref:B", unitsAvailable: 2, priceFrom: Number(a2!.price), priceOnRequest: false });
    expect(await db().select().from(priceHistory).where(eq(priceHistory.unitId, onRequest.id))).toMatchObject([{ oldPrice: Number(b1!.price), newPrice: null }]);
  });
});

// The twenty malformed and hostile feeds that fail a run are in feeds-hostile.test.ts.
describe("a feed with hostile properties", () => {
  it("keeps 50 of 10,000 images, stores a script in a description as text, and skips bad properties alone", async () => {
    const [good] = unitSpecs(1);
    const script = `<script>alert("x")</script> & "quotes"`;
    const units: FeedUnitSpec[] = [
      { ...good!, id: "H1", ref: "H-1", images: 10_000, descNl: script, development: "Hostile Heights" },
      { ...good!, id: "H2", ref: "H-2", price: "cheap", development: "Hostile Heights" },
      { ...good!, id: "H3", ref: "H-3", town: "Atlantis", development: "Hostile Heights" },
    ];
    const report = await run(FEED_HEAD + units.map(propertyXml).join("") + FEED_TAIL, "hostile");
    expect(report.status).toBe("succeeded");
    expect(report.counts).toMatchObject({ properties: 3, imported: 1, skipped: 2, unitsCreated: 1, projectsCreated: 1 });
    expect(report.skipped).toEqual([
      { id: "H2", ref: "H-2", fields: { price: ["moet een bedrag in hele euro's of x (op aanvraag) zijn"] } },
      { id: "H3", ref: "H-3", fields: { town: ["onbekende plaats: Atlantis"] } },
    ]);
    expect(report.unknownTowns).toEqual({ Atlantis: 1 });
    expect(report.notes).toEqual([{ id: "H1", notes: ["10000 foto's, de eerste 50 zijn gebruikt"] }]);
    const [project] = await db().select().from(projects).where(eq(projects.name, "Hostile Heights"));
    expect(project!.description).toBe(script);
    // The generated pictures until the image job has the photos; the first 50 feed URLs wait for it.
    expect(project!.images).toHaveLength(6);
    expect(project!.images[0]).toMatch(new RegExp(`^/media/projects/${project!.id}/1-\\w+\\.svg$`));
    expect(await db().select().from(feedImages).where(eq(feedImages.projectId, project!.id))).toHaveLength(50);
    expect(await db().select().from(geo).where(eq(geo.name, "Atlantis"))).toHaveLength(0);
  });
});
