/**
 * Minutes to the airport (issue 47 item 4): the estimate stored with every project's coordinates
 * (seed, feed import, CRM, and migration 0028 for the projects before it), the `airport_max` filter
 * against the table, in `POST /api/properties`, and the project detail's airport.
 */
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as properties } from "@/app/api/properties/route";
import { POST as property } from "@/app/api/property/route";
import { airportColumns, nearestAirportTrip } from "@/lib/catalogue/airports";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchProjects } from "@/lib/catalogue/search/service";
import { createListing } from "@/lib/crm/listing-writes";
import { changeProject } from "@/lib/crm/project-changes";
import type { StaffScope } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { geo, projects } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { chunked, feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();
const main = { basePath: "/old" };
const ADMIN: StaffScope = { id: 1, role: "admin", teamRole: null, partnerId: null };

interface Row {
  id: number;
  lat: number;
  lng: number;
  listed: boolean;
  airportCode: string | null;
  airportMinutes: number | null;
}

const readRows = async (): Promise<Row[]> =>
  (await db())
    .select({ id: projects.id, lat: projects.lat, lng: projects.lng, listed: sql<boolean>`${projects.published} and ${projects.unitsAvailable} > 0`, airportCode: projects.airportCode, airportMinutes: projects.airportMinutes })
    .from(projects)
    .orderBy(projects.id);

const stored = (row: Row) => ({ airportCode: row.airportCode, airportMinutes: row.airportMinutes });
const postJson = (url: string, body: unknown) => new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

let rows: Row[];
beforeAll(async () => {
  rows = await readRows();
});

async function allIds(airport_max: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await searchProjects(normalizeFilters({ airport_max, page, per_page: 60 }), main);
    ids.push(...result.cards.map((card) => card.id));
    if (result.cards.length < 60) return ids.sort((a, b) => a - b);
  }
}

describe("minutes to the airport", () => {
  it("are stored for every seeded project as the estimate of its coordinates gives them", () => {
    for (const row of rows) expect(stored(row)).toEqual(airportColumns(row.lat, row.lng));
    const codes = new Set(rows.map((row) => row.airportCode));
    expect([...codes].sort()).toEqual(["AGP", "ALC", "LEI", "RMU"]);
  });

  it("airport_max lists exactly the listed projects within that drive, and some but not all", async () => {
    const listed = rows.filter((row) => row.listed);
    for (const minutes of [30, 45, 60]) {
      const expected = listed.filter((row) => row.airportMinutes !== null && row.airportMinutes <= minutes).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(listed.length);
      expect(await allIds(minutes)).toEqual(expected);
    }
  });

  it("POST /api/properties answers airport_max and echoes it; a bad value is a 400 naming the field", async () => {
    const response = await properties(postJson("http://localhost/api/properties", { airport_max: 30, esGeo: { region: "costa-del-sol" } }));
    expect(response.status).toBe(200);
    const { meta } = (await response.json()) as { meta: { total: number; filters: Record<string, unknown> } };
    expect(meta.filters.airport_max).toBe(30);
    expect(meta.total).toBe((await searchProjects(normalizeFilters({ airport_max: 30, esGeo: { region: "costa-del-sol" } }), main)).total);
    for (const bad of [-5, 12.5, "45"]) {
      const refused = await properties(postJson("http://localhost/api/properties", { airport_max: bad }));
      expect(refused.status).toBe(400);
      expect(Object.keys(((await refused.json()) as { error: { fields: Record<string, unknown> } }).error.fields)).toContain("airport_max");
    }
  });

  it("are named on the project detail with the airport's name", async () => {
    const row = rows.find((candidate) => candidate.listed && candidate.airportCode === "AGP")!;
    const response = await property(postJson("http://localhost/api/property", { id: row.id }));
    const { data } = (await response.json()) as { data: { airport: unknown; beach_distance_m: number | null } };
    expect(data.airport).toEqual({ code: "AGP", name: "Málaga", minutes: row.airportMinutes });
    expect(data.beach_distance_m).toBeGreaterThan(0);
  });

  it("are written by a feed import, a new CRM listing and a CRM move", async () => {
    const database = await db();
    const report = await importFeed(database, chunked(feedXml(unitSpecs(8, 4))), { source: { name: "airport-test" } });
    expect(report.status).toBe("succeeded");
    const imported = (await readRows()).filter((row) => !rows.some((seeded) => seeded.id === row.id));
    expect(imported.length).toBe(2);
    for (const row of imported) expect(stored(row)).toEqual(airportColumns(row.lat, row.lng));

    const [town] = await database.select({ id: geo.id }).from(geo).where(eq(geo.slug, "marbella"));
    const listing = { name: "Luchthaventest", developer: "Test", description: "", type_id: 1, town_id: town!.id, lat: 36.51, lng: -4.88, status: "off_plan" as const, delivery_date: null, amenities: [], published: true };
    const id = await createListing(ADMIN, listing, { onChange: () => undefined });
    const created = (await readRows()).find((row) => row.id === id)!;
    expect(stored(created)).toEqual({ airportCode: "AGP", airportMinutes: nearestAirportTrip(listing)!.minutes });

    // Moved to Torrevieja: Alicante's airport, 40 minutes.
    expect(await changeProject(ADMIN, id, { lat: 37.9787, lng: -0.6822 }, { onChange: () => undefined })).toBe(true);
    const moved = (await readRows()).find((row) => row.id === id)!;
    expect(stored(moved)).toEqual({ airportCode: "ALC", airportMinutes: 40 });
  });
});

describe("migration 0028", () => {
  it("fills the estimate of the projects stored before it as the code does", async () => {
    const migration = await readFile("lib/db/migrations/0028_airport_minutes.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes('UPDATE "projects"'))!;
    const database = await db();
    await database.execute(sql`update projects set airport_code = null, airport_minutes = null`);
    await database.execute(sql.raw(backfill));
    const after = await readRows();
    expect(after.length).toBeGreaterThan(1000);
    for (const row of after) expect(stored(row)).toEqual(airportColumns(row.lat, row.lng));
  });
});
