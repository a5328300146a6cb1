/**
 * A drawn area (issue 47 item 3) on the demo catalogue, PGlite or PostgreSQL: `area` in
 * `POST /api/properties` lists exactly the projects inside it (checked with the polygon test of the
 * code against the table's coordinates), bad areas get a field message, a count narrows by the
 * area's box on an index, and a saved search keeps the area in its URL, its seen set and its alerts.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as properties } from "@/app/api/properties/route";
import { POST as create } from "@/app/api/saved-searches/route";
import { normalizeFilters, type FilterInput } from "@/lib/catalogue/search/filters";
import { matchKey } from "@/lib/catalogue/search/keys";
import { areaEdges, insideArea, type AreaPoint } from "@/lib/catalogue/search/polygon";
import { searchConditions } from "@/lib/catalogue/search/query";
import { searchProjects } from "@/lib/catalogue/search/service";
import { geo, projects, savedSearchMatches } from "@/lib/db/schema";
import { MARBELLA_TRIANGLE } from "../support/areas";
import { unitSpecs } from "../support/kyero-feed";
import { marbellaUnits, savedSearchTestKit, type Route } from "./helpers/saved-searches";

const { db, call, client, importUnits, mailsTo } = savedSearchTestKit();
const main = { basePath: "/old" };

const TRIANGLE = MARBELLA_TRIANGLE;
/** A U over Benahavís, Marbella and Ojén, open to the north: its notch (most of Marbella) is left out. */
const U_SHAPE: AreaPoint[] = [
  [36.45, -5.1],
  [36.45, -4.8],
  [36.62, -4.8],
  [36.62, -4.87],
  [36.51, -4.87],
  [36.51, -5.0],
  [36.62, -5.0],
  [36.62, -5.1],
];

interface Row {
  id: number;
  lat: number;
  lng: number;
  costa: string;
}
let listed: Row[];
beforeAll(async () => {
  listed = await db()
    .select({ id: projects.id, lat: projects.lat, lng: projects.lng, costa: geo.slug })
    .from(projects)
    .innerJoin(geo, eq(geo.id, projects.regionId))
    .where(and(eq(projects.published, true), sql`${projects.unitsAvailable} > 0`))
    .orderBy(projects.id);
});

const insideIds = (area: AreaPoint[]) => listed.filter((row) => insideArea(row, areaEdges(area))).map((row) => row.id);
const post = (body: unknown) => properties(new Request("http://localhost/api/properties", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

async function allIds(input: FilterInput): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await searchProjects(normalizeFilters({ ...input, page, per_page: 60 }), main);
    ids.push(...result.cards.map((card) => card.id));
    if (result.cards.length < 60) return ids.sort((a, b) => a - b);
  }
}

describe("a drawn area in POST /api/properties", () => {
  it("lists only the projects inside a triangle around Marbella: fewer than the costa's, and every one of them", async () => {
    const response = await post({ area: TRIANGLE, per_page: 60 });
    expect(response.status).toBe(200);
    const { data, meta } = (await response.json()) as { data: { lat: number; lng: number }[]; meta: { total: number; filters: { area: unknown } } };
    const expected = insideIds(TRIANGLE);
    const costa = listed.filter((row) => row.costa === "costa-del-sol").length;
    expect(expected.length).toBeGreaterThan(10);
    expect(meta.total).toBe(expected.length);
    expect(meta.total).toBeLessThan(costa);
    expect(meta.filters.area).toEqual(TRIANGLE);
    expect(data.every((card) => insideArea(card, areaEdges(TRIANGLE)))).toBe(true);
    expect(await allIds({ area: TRIANGLE })).toEqual(expected);
  });

  it("leaves the notch of a concave area out, and combines with the other filters", async () => {
    const expected = insideIds(U_SHAPE);
    const box = listed.filter((row) => row.lat >= 36.45 && row.lat <= 36.62 && row.lng >= -5.1 && row.lng <= -4.8).length;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(box);
    expect(await allIds({ area: U_SHAPE })).toEqual(expected);
    const withPlace = await allIds({ area: U_SHAPE, esGeo: { region: "costa-del-sol", town: "benahavis" } });
    expect(withPlace.length).toBeGreaterThan(0);
    expect(withPlace.every((id) => expected.includes(id))).toBe(true);
  });

  it("refuses too few or too many points, a crossing outline and points that are no coordinates, naming the field", async () => {
    const cases: Array<[unknown, RegExp]> = [
      [[[36.5, -4.9], [36.6, -4.8]], /minstens 3 punten/],
      [Array.from({ length: 101 }, (_, i) => [36.5 + Math.sin(i / 16) / 10, -4.9 + Math.cos(i / 16) / 10]), /hoogstens 100 punten/],
      [[[36.5, -4.9], [36.6, -4.8], [36.5, -4.8], [36.6, -4.9]], /kruisen of raken/],
      [[["NaN", -4.9], [36.6, -4.8], [36.5, -4.8]], /breedtegraad/],
      [[[95, -4.9], [36.6, -4.8], [36.5, -4.8]], /breedtegraad/],
    ];
    for (const [area, message] of cases) {
      const response = await post({ area });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
      const [field, messages] = Object.entries(error.fields)[0]!;
      expect(field).toMatch(/^area(\.|$)/);
      expect(messages.join(" ")).toMatch(message);
    }
  });

  it("narrows a count through an index by the area's box before the crossing count, reading no table without one", async () => {
    const where = and(...searchConditions(matchKey(normalizeFilters({ area: TRIANGLE, bedrooms: 2, airport_max: 60 })), null, 0));
    // With sequential scans ruled out the plan shows which index the box can use.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain (format json) select count(*) from ${projects} where ${where}`);
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain("Seq Scan");
    const box = /"(Index|Recheck) Cond":"[^"]*lat >= '36\.47'[^"]*lat <= '36\.58'[^"]*lng >= '-4\.95'[^"]*lng <= '-4\.8'/;
    expect(text).toMatch(box);
  });
});

describe("a drawn area in a saved search", () => {
  it("is kept in its filters and URL, its seen set, and its alerts go out only for projects inside it", async () => {
    const anna = await client("gebied");
    const saved = await call(create as Route, { token: anna.token, body: { name: "Rond Marbella", filters: { area: TRIANGLE }, frequency: "instant", partner: "zuidkust" } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.filters.area).toEqual(TRIANGLE);
    expect(saved.body.data.url).toBe("/zuidkust/search?area=36.55,-4.95;36.58,-4.8;36.47,-4.85");
    const seen = await db().select({ id: savedSearchMatches.projectId }).from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, saved.body.data.id));
    expect(seen.map((row) => row.id).sort((a, b) => a - b)).toEqual(insideIds(TRIANGLE));

    // A new project in Marbella's centre (inside) and one in Estepona (outside): one alert, for the first.
    const marbella = marbellaUnits("GEB", 380_000);
    expect(insideArea(marbella[0]!, areaEdges(TRIANGLE))).toBe(true);
    const estepona = unitSpecs(12, 2).filter((unit) => unit.town === "Estepona").map((unit, n) => ({ ...unit, id: `BUI${n}`, ref: `BUI-${n + 1}`, development: "Residencial BUI" }));
    expect(insideArea(estepona[0]!, areaEdges(TRIANGLE))).toBe(false);
    await importUnits("gebied-bron", [...marbella, ...estepona]);
    const mails = await mailsTo(anna.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Nieuw voor “Rond Marbella”: Residencial GEB"]);
  });
});
