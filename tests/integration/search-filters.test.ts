/**
 * The filters and sorts of issue 14 on the demo catalogue (living and plot area, build status,
 * delivery, features, beach distance; price per m², living area, delivery date), checked against the
 * tables themselves; the derived columns of migration 0010 against the units and amenities; and the
 * feed import and the CRM keeping them in step.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as properties } from "@/app/api/properties/route";
import { changeUnit } from "@/lib/crm/project-changes";
import type { StaffScope } from "@/lib/crm/staff";
import { db, type Database } from "@/lib/db/client";
import { projects, units } from "@/lib/db/schema";
import { importFeed } from "@/lib/feeds/import";
import { madridToday } from "@/lib/catalogue/search/delivery";
import { DELIVERIES, FEATURES, normalizeFilters, type Delivery, type FilterInput, type SearchFilters } from "@/lib/catalogue/search/filters";
import { searchProjects } from "@/lib/catalogue/search/service";
import { chunked, feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();
const main = { basePath: "/old" };
const ADMIN: StaffScope = { id: 1, role: "admin", teamRole: null, partnerId: null };

interface Facts {
  id: number;
  listed: boolean;
  soldOut: boolean;
  status: string;
  deliveryDate: string | null;
  areaMin: number | null;
  areaMax: number | null;
  plotMin: number | null;
  plotMax: number | null;
  priceM2From: number | null;
  beachDistanceM: number | null;
  features: string[];
  energyLabel: string | null;
  featureBits: number;
  amenities: string[];
  /** From the units table: plot areas, and price per m² of the available dwellings with a price. */
  unitPlotMin: number | null;
  unitPlotMax: number | null;
  unitPriceM2From: number | null;
}

async function readFacts(database: Database): Promise<Facts[]> {
  return database
    .select({
      id: projects.id,
      listed: sql<boolean>`${projects.published} and ${projects.unitsAvailable} > 0`,
      soldOut: sql<boolean>`${projects.unitsAvailable} = 0`,
      status: projects.status,
      deliveryDate: projects.deliveryDate,
      areaMin: projects.areaMin,
      areaMax: projects.areaMax,
      plotMin: projects.plotMin,
      plotMax: projects.plotMax,
      priceM2From: projects.priceM2From,
      beachDistanceM: projects.beachDistanceM,
      features: projects.features,
      energyLabel: projects.energyLabel,
      featureBits: projects.featureBits,
      amenities: projects.amenities,
      unitPlotMin: sql<number | null>`(select min(u.plot_area) from units u where u.project_id = "projects"."id" and u.plot_area > 0)`,
      unitPlotMax: sql<number | null>`(select max(u.plot_area) from units u where u.project_id = "projects"."id" and u.plot_area > 0)`,
      unitPriceM2From: sql<number | null>`(select min(round(u.price::numeric / u.area))::int from units u where u.project_id = "projects"."id" and u.status = 'available' and not u.price_on_request and u.price > 0 and u.area > 0 and u.type_id <> 7)`,
    })
    .from(projects)
    .orderBy(projects.id);
}

let facts: Facts[];
beforeAll(async () => {
  facts = await readFacts(await db());
});

const filters = (input: FilterInput): SearchFilters => normalizeFilters(input);

async function allIds(search: SearchFilters): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await searchProjects({ ...search, page, per_page: 60 }, main);
    ids.push(...result.cards.map((card) => card.id));
    if (result.cards.length < 60) return ids;
  }
}

/** The search lists exactly the listed projects that pass `keep` (and some, and not all). */
async function expectMatches(input: FilterInput, keep: (project: Facts) => boolean) {
  const expected = facts.filter((project) => project.listed && keep(project)).map((project) => project.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(facts.filter((project) => project.listed).length);
  const ids = await allIds(filters(input));
  expect([...ids].sort((a, b) => a - b)).toEqual(expected);
}

/** The bucket of a project by the rule of the delivery filter, on `today` (Europe/Madrid). */
function bucketOf(project: Pick<Facts, "status" | "deliveryDate">, today: string): Delivery | null {
  if (project.status === "key_ready" || (project.deliveryDate !== null && project.deliveryDate <= today)) return "ready";
  if (project.deliveryDate === null) return null;
  const year = Number(project.deliveryDate.slice(0, 4)) - Number(today.slice(0, 4));
  return year === 0 ? "this_year" : year === 1 ? "next_year" : "later";
}

/** The feature codes an amenity list names, restated here in the test's own words. */
const FEATURE_WORDS: Record<string, RegExp> = {
  pool: /zwembad|pool/i,
  sea_view: /zeezicht|sea view/i,
  golf: /golf/i,
  garden: /tuin|garden/i,
  terrace: /terras|terrace/i,
  parking: /parkeer|parking|garage/i,
  lift: /^lift$|elevator/i,
  air_conditioning: /airco|air conditioning/i,
};

describe("the derived columns of migration 0010", () => {
  it("follow the units: plot areas, and the lowest price per m² of the available dwellings", () => {
    for (const project of facts) {
      expect([project.plotMin, project.plotMax, project.priceM2From]).toEqual([project.unitPlotMin, project.unitPlotMax, project.unitPriceM2From]);
    }
    expect(facts.filter((project) => project.plotMin !== null).length).toBeGreaterThan(50);
    expect(facts.filter((project) => project.priceM2From !== null).length).toBeGreaterThan(500);
  });

  it("read the feature codes from the amenities, and every seeded project has a beach distance", () => {
    for (const project of facts) {
      const expected = FEATURES.filter((code) => project.amenities.some((label) => FEATURE_WORDS[code]!.test(label)));
      expect(project.features).toEqual(expected);
      expect(project.featureBits).toBe(FEATURES.reduce((bits, code, index) => (expected.includes(code) ? bits | (1 << index) : bits), 0));
      expect(project.beachDistanceM).toBeGreaterThanOrEqual(200);
    }
    for (const code of FEATURES) expect(facts.some((project) => project.features.includes(code))).toBe(true);
  });

  it("measure the distance to the coast from coordinates (for imported projects)", async () => {
    const database = await db();
    const distance = async (lat: number, lng: number) => {
      const result = await database.execute(sql`select coast_distance_m(${lat}::float8, ${lng}::float8) as m`);
      // PGlite answers { rows }, node-postgres' drizzle driver too; the cast covers both typings.
      const rows = (result as unknown as { rows?: { m: number }[] }).rows ?? (result as unknown as { m: number }[]);
      return Number(rows[0]!.m);
    };
    expect(await distance(36.5101, -4.8825)).toBeLessThan(1_000); // Marbella, centre
    expect(await distance(37.7441, -0.8508)).toBeLessThan(1_000); // Los Alcázares, on the Mar Menor
    const benahavis = await distance(36.5236, -5.0462);
    expect(benahavis).toBeGreaterThan(5_000);
    expect(benahavis).toBeLessThan(10_000);
    expect(await distance(40.4168, -3.7038)).toBeGreaterThan(250_000); // Madrid
  });
});

describe("the new filters on the demo catalogue", () => {
  it("matches living and plot areas that overlap the range asked for", async () => {
    await expectMatches({ area_min: 200 }, (p) => (p.areaMax ?? 0) >= 200);
    await expectMatches({ area_max: 80 }, (p) => p.areaMin !== null && p.areaMin <= 80);
    await expectMatches({ area_min: 100, area_max: 150 }, (p) => (p.areaMax ?? 0) >= 100 && p.areaMin !== null && p.areaMin <= 150);
    await expectMatches({ plot_min: 1_000 }, (p) => (p.plotMax ?? 0) >= 1_000);
    await expectMatches({ plot_max: 300 }, (p) => p.plotMin !== null && p.plotMin <= 300);
  });

  it("filters on build status, features (all of them) and the distance to the beach", async () => {
    await expectMatches({ status: ["key_ready"] }, (p) => p.status === "key_ready");
    await expectMatches({ status: ["off_plan", "under_construction"] }, (p) => p.status !== "key_ready");
    await expectMatches({ features: ["pool"] }, (p) => p.features.includes("pool"));
    await expectMatches({ features: ["sea_view", "golf"] }, (p) => p.features.includes("sea_view") && p.features.includes("golf"));
    await expectMatches({ features: ["lift", "parking", "air_conditioning"] }, (p) => ["lift", "parking", "air_conditioning"].every((code) => p.features.includes(code)));
    await expectMatches({ beach_max: 1_000 }, (p) => (p.beachDistanceM ?? Infinity) <= 1_000);
    await expectMatches({ status: ["key_ready"], features: ["pool"], beach_max: 2_000 }, (p) => p.status === "key_ready" && p.features.includes("pool") && (p.beachDistanceM ?? Infinity) <= 2_000);
  });

  it("filters on the energy label (any of those asked for; a project without one never matches)", async () => {
    await expectMatches({ energy_label: ["A"] }, (p) => p.energyLabel === "A");
    await expectMatches({ energy_label: ["B", "C"] }, (p) => p.energyLabel === "B" || p.energyLabel === "C");
    await expectMatches({ energy_label: ["A", "B", "C", "D", "E", "F", "G"] }, (p) => p.energyLabel !== null);
  });

  it("sorts delivery into ready, this year, next year and later by the calendar of Madrid", async () => {
    const today = madridToday();
    for (const delivery of DELIVERIES) {
      const expected = facts.filter((p) => p.listed && bucketOf(p, today) === delivery).map((p) => p.id);
      const ids = await allIds(filters({ delivery }));
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
    }
    // Together the four cover every listed project with a date (the demo gives each one).
    expect(facts.filter((p) => p.listed).every((p) => bucketOf(p, today) !== null)).toBe(true);
  });

  it("answers the filters in POST /api/properties and echoes them in meta.filters", async () => {
    const body = { area_min: 90, plot_max: 5000, status: ["key_ready", "off_plan", "key_ready"], delivery: "ready", features: ["pool", "garden"], beach_max: 3000, sort: "price_m2_asc" };
    const response = await properties(new Request("http://localhost/api/properties", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
    expect(response.status).toBe(200);
    const { data, meta } = (await response.json()) as { data: { price_m2_from: number | null }[]; meta: { total: number; filters: Record<string, unknown> } };
    expect(meta.filters).toMatchObject({ area_min: 90, area_max: null, plot_min: null, plot_max: 5000, status: ["off_plan", "key_ready"], delivery: "ready", features: ["pool", "garden"], beach_max: 3000, sort: "price_m2_asc" });
    expect(meta.total).toBeGreaterThan(0);
    expect(data.every((card) => typeof card.price_m2_from === "number" || card.price_m2_from === null)).toBe(true);
    const bad = await properties(new Request("http://localhost/api/properties", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ features: ["sauna"], delivery: "soon" }) }));
    expect(bad.status).toBe(400);
  });
});

describe("the new sorts", () => {
  const byId = () => new Map(facts.map((project) => [project.id, project]));

  it("orders by price per m² ascending, projects without one last; sold-out projects last when listed", async () => {
    const values = (await allIds(filters({ sort: "price_m2_asc", esGeo: { region: "costa-blanca" } }))).map((id) => byId().get(id)!.priceM2From);
    const known = values.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(values.slice(known.length).every((value) => value === null)).toBe(true);
    const withSoldOut = (await allIds(filters({ sort: "price_m2_asc", include_sold_out: true }))).map((id) => byId().get(id)!);
    const firstSoldOut = withSoldOut.findIndex((project) => project.soldOut);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(withSoldOut.slice(firstSoldOut).every((project) => project.soldOut)).toBe(true);
  });

  it("orders by living area descending and by delivery date ascending", async () => {
    const areas = (await allIds(filters({ sort: "area_desc", esGeo: { region: "costa-del-sol" } }))).map((id) => byId().get(id)!.areaMax);
    const known = areas.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(areas.slice(known.length).every((value) => value === null)).toBe(true);
    const dates = (await allIds(filters({ sort: "delivery_asc" }))).map((id) => byId().get(id)!.deliveryDate ?? "9999");
    expect(dates).toEqual([...dates].sort());
  });
});

describe("keeping the new columns in step", () => {
  it("a CRM unit change moves the price per m²; an import computes features and the beach distance", async () => {
    const database = await db();
    const project = facts.find((p) => p.listed && p.priceM2From !== null)!;
    const [cheapest] = await database
      .select({ id: units.id })
      .from(units)
      .where(sql`${units.projectId} = ${project.id} and ${units.status} = 'available' and not ${units.priceOnRequest} and ${units.area} > 0 and round(${units.price}::numeric / ${units.area}) = ${project.priceM2From}`)
      .limit(1);
    expect(await changeUnit(ADMIN, cheapest!.id, { status: "sold" }, { onChange: () => {} })).toBe(true);
    const [after] = await readFacts(database).then((rows) => rows.filter((row) => row.id === project.id));
    expect(after!.priceM2From).toBe(after!.unitPriceM2From);

    const report = await importFeed(database, chunked(feedXml(unitSpecs(8, 4))), { source: { name: "filters-test" } });
    expect(report.status).toBe("succeeded");
    const imported = await database.select({ features: projects.features, beach: projects.beachDistanceM, priceM2From: projects.priceM2From, energyLabel: projects.energyLabel }).from(projects).where(sql`${projects.feedRef} is not null`);
    expect(imported.length).toBe(2);
    for (const row of imported) {
      // The feed's features "Air conditioning" and "Communal pool" (and its <pool>1</pool>).
      expect(row.features).toEqual(["pool", "air_conditioning"]);
      expect(row.beach).toBeGreaterThan(0);
      expect(row.beach).toBeLessThan(5_000);
      expect(row.priceM2From).toBeGreaterThan(0);
      // The feed's <energy_rating><consumption>A</consumption>.
      expect(row.energyLabel).toBe("A");
    }
  });
});
