/**
 * An import running while visitors search: searches (the search service) and project reads (the
 * project page's query) run in a loop during a first import and a re-import that changes every price
 * and adds a unit to every project. No read fails, and no project is ever seen with only part of its
 * units or with ranges that do not match its units (each project is written in one transaction).
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchProjects } from "@/lib/catalogue/search/service";
import { getProjectDetail } from "@/lib/catalogue/project/queries";
import { feedSources, projects } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { chunked, feedXml, unitSpecs, type FeedUnitSpec } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const site = { basePath: "" };
const PER_PROJECT = 8;
const PROJECTS = 24;
const first = unitSpecs(PROJECTS * PER_PROJECT, PER_PROJECT);
/** Every price up by 1,000 and a ninth unit in every project. */
const second: FeedUnitSpec[] = first.flatMap((unit, index) => {
  const changed = { ...unit, price: String(Number(unit.price) + 1_000) };
  return index % PER_PROJECT === PER_PROJECT - 1 ? [changed, { ...changed, id: `${unit.id}-X`, ref: `${unit.ref.split("-")[0]}-9` }] : [changed];
});
const oldPrices = new Set(first.map((unit) => Number(unit.price)));
const newPrices = new Set(second.map((unit) => Number(unit.price)));

interface Seen {
  reads: number;
  projectsSeen: Set<number>;
}

/** Reads in a loop until `done`; every project of the source must be whole and consistent. */
async function readWhile(done: () => boolean, seen: Seen): Promise<void> {
  const db = database().db;
  const search = normalizeFilters({ sort: "newest" });
  while (!done()) {
    const [source] = await db.select({ id: feedSources.id }).from(feedSources).where(eq(feedSources.name, "busy-feed"));
    const ids = source ? (await db.select({ id: projects.id }).from(projects).where(eq(projects.feedSourceId, source.id))).map((row) => row.id) : [];
    const result = await searchProjects(search, site);
    for (const card of result.cards.filter((entry) => ids.includes(entry.id))) expect([PER_PROJECT, PER_PROJECT + 1]).toContain(card.units_available);
    for (const id of ids) {
      const detail = await getProjectDetail(id);
      if (!detail) continue;
      seen.projectsSeen.add(id);
      const prices = detail.units.map((unit) => unit.price);
      const generation = detail.units.length === PER_PROJECT ? oldPrices : newPrices;
      expect([PER_PROJECT, PER_PROJECT + 1], `project ${id}`).toContain(detail.units.length);
      expect(prices.every((price) => generation.has(price)), `project ${id}: units of one import only`).toBe(true);
      expect(detail.priceFrom, `project ${id}: ranges follow the units`).toBe(Math.min(...prices));
      expect(detail.unitsAvailable).toBe(detail.units.length);
    }
    seen.reads++;
    // Let the import's own queries in between (PGlite has one connection).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("an import while visitors search", () => {
  it("never shows a half-imported project, and no read fails", async () => {
    const seen: Seen = { reads: 0, projectsSeen: new Set() };
    for (const feed of [first, second]) {
      let done = false;
      const reading = readWhile(() => done, seen);
      const report = await importFeed(database().db, chunked(feedXml(feed), 8 * 1024), { source: { name: "busy-feed" } }).finally(() => (done = true));
      await reading;
      expect(report.status).toBe("succeeded");
    }
    // At least one round of reads per import; during the re-import every project was read.
    expect(seen.reads).toBeGreaterThanOrEqual(2);
    const ids = [...seen.projectsSeen];
    expect(ids).toHaveLength(PROJECTS);
    // After both runs: every project has its nine units at the new prices.
    const rows = await database().db.select({ id: projects.id, unitsAvailable: projects.unitsAvailable }).from(projects).where(inArray(projects.id, ids));
    expect(rows.every((row) => row.unitsAvailable === PER_PROJECT + 1)).toBe(true);
  });
});
