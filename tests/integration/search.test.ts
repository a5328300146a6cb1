import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeFilters, type SearchFilters } from "@/lib/catalogue/search/filters";
import { haversineKm } from "@/lib/catalogue/search/geometry";
import { geoFacets } from "@/lib/catalogue/search/facets";
import { resolveGeoSelection, searchGeoByName } from "@/lib/catalogue/search/geo";
import { mapMarkers, searchProjects } from "@/lib/catalogue/search/service";
import { useDatabase, type DatabaseHandle } from "@/lib/db/client";
import { geoIdBySlug, listedIds, readProjectFacts, type ProjectFacts } from "./helpers/catalogue";
import { openTestDatabase } from "./helpers/database";

let handle: DatabaseHandle;
let facts: ProjectFacts[];
const main = { basePath: "/old" };

beforeAll(async () => {
  handle = await openTestDatabase({ seeded: true });
  useDatabase(handle);
  facts = await readProjectFacts(handle.db);
});
afterAll(async () => handle?.close());

const filters = (input: Parameters<typeof normalizeFilters>[0]): SearchFilters => normalizeFilters(input);

/** Every matching id, page by page, in result order. */
async function allIds(search: SearchFilters): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await searchProjects({ ...search, page, per_page: 60 }, main);
    ids.push(...result.cards.map((card) => card.id));
    if (result.cards.length < 60) return ids;
  }
}

async function expectMatches(search: SearchFilters, keep: (project: ProjectFacts) => boolean) {
  const expected = listedIds(facts, keep);
  expect(expected.length).toBeGreaterThan(0);
  const ids = await allIds(search);
  expect([...ids].sort((a, b) => a - b)).toEqual(expected);
  expect((await searchProjects(search, main)).total).toBe(expected.length);
}

describe("searchProjects filters", () => {
  it("lists every published project without filters, as cards linking to the site", async () => {
    const result = await searchProjects(filters({}), { basePath: "/zuidkust" });
    expect(result.total).toBe(listedIds(facts).length);
    expect(result.total).toBeLessThan(facts.length);
    expect(result).toMatchObject({ page: 1, per_page: 24 });
    const card = result.cards[0]!;
    expect(card.url).toBe(`/zuidkust/for-sale/${card.id}-${card.slug}`);
    expect(card.geoname).toBe(`${card.town}, ${card.region}, ${card.country}`);
    expect(card.country).toBe("Spanje");
    expect(card.image).toMatch(/^\/media\/projects\//);
  });

  it("filters by costa, town, province and country", async () => {
    const costa = await geoIdBySlug(handle.db, "region", "costa-blanca");
    await expectMatches(filters({ esGeo: { region: "costa-blanca" } }), (p) => p.regionId === costa);
    const town = await geoIdBySlug(handle.db, "town", "marbella");
    await expectMatches(filters({ esGeo: { country: "spanje", region: "costa-del-sol", town: "marbella" } }), (p) => p.townId === town);
    await expectMatches(filters({ esGeo: { town: "marbella" } }), (p) => p.townId === town);
    const province = await geoIdBySlug(handle.db, "province", "alicante");
    await expectMatches(filters({ esGeo: { province: "alicante" } }), (p) => p.provinceId === province);
    expect((await searchProjects(filters({ esGeo: { country: "spanje" } }), main)).total).toBe(listedIds(facts).length);
  });

  it("finds a category by project type or by a unit of that type", async () => {
    await expectMatches(filters({ cat: [12] }), (p) => p.typeId === 12 || p.unitTypesFromUnits.includes(12));
    expect(listedIds(facts, (p) => p.typeId === 1 && p.unitTypesFromUnits.includes(12)).length).toBeGreaterThan(0);
    await expectMatches(filters({ cat: [2, 3] }), (p) => [2, 3].includes(p.typeId) || p.unitTypesFromUnits.some((t) => [2, 3].includes(t)));
  });

  it("keeps the derived unit types in step with the units", () => {
    for (const project of facts) expect(project.unitTypeIds).toEqual(project.unitTypesFromUnits);
  });

  it("treats bedrooms and bathrooms as minimums, capped at 10", async () => {
    await expectMatches(filters({ bedrooms: 4 }), (p) => (p.bedroomsMax ?? 0) >= 4);
    await expectMatches(filters({ bathrooms: 3, esGeo: { region: "costa-del-sol" } }), (p) => (p.bathroomsMax ?? 0) >= 3 && p.regionId === 2);
    const capped = await searchProjects(filters({ bedrooms: 25 }), main);
    expect(capped.filters.bedrooms).toBe(10);
    expect(capped.total).toBe(listedIds(facts, (p) => (p.bedroomsMax ?? 0) >= 10).length);
  });

  it("matches price ranges that overlap, and leaves projects on request out of price searches", async () => {
    await expectMatches(filters({ pricefrom: 300_000, priceto: 500_000 }), (p) => p.priceFrom !== null && p.priceFrom <= 500_000 && (p.priceTo ?? 0) >= 300_000);
    const onlyFrom = filters({ pricefrom: 1_000_000 });
    expect(onlyFrom.priceto).toBe(10_000_000);
    await expectMatches(onlyFrom, (p) => p.priceFrom !== null && p.priceFrom <= 10_000_000 && (p.priceTo ?? 0) >= 1_000_000);
    await expectMatches(filters({ priceto: 250_000 }), (p) => p.priceFrom !== null && p.priceFrom <= 250_000);
    expect(listedIds(facts, (p) => p.priceFrom === null).length).toBeGreaterThan(0);
  });

  it("keeps to a map area, also one across the antimeridian", async () => {
    const box = { south: 36.45, west: -5.0, north: 36.65, east: -4.6 };
    await expectMatches(filters({ bounds: box }), (p) => p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east);
    const across = await searchProjects(filters({ bounds: { south: 36, north: 37, west: 170, east: -4.7 } }), main);
    expect(across.total).toBe(listedIds(facts, (p) => p.lat >= 36 && p.lat <= 37 && p.lng <= -4.7).length);
  });

  it("finds projects near a point, nearest first", async () => {
    const near = { lat: 36.5101, lng: -4.8825, radius_km: 5 };
    await expectMatches(filters({ near }), (p) => haversineKm(near, p) <= 5);
    const cards = (await searchProjects(filters({ near }), main)).cards;
    const distances = cards.map((card) => haversineKm(near, card));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("answers no results for an unknown or inconsistent place, which resolveGeoSelection tells apart", async () => {
    for (const esGeo of [{ region: "costa-brava" }, { region: "costa-blanca", town: "marbella" }, { country: "portugal" }]) {
      expect((await searchProjects(filters({ esGeo }), main)).total).toBe(0);
      expect(await resolveGeoSelection(esGeo)).toBeNull();
    }
  });
});

describe("searchProjects order and pages", () => {
  it("sorts by price both ways with projects on request last", async () => {
    const asc = await allIds(filters({ sort: "price_asc", esGeo: { region: "costa-del-sol" } }));
    const byId = new Map(facts.map((p) => [p.id, p]));
    const prices = asc.map((id) => byId.get(id)!.priceFrom);
    const priced = prices.filter((price): price is number => price !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((price) => price === null)).toBe(true);
    expect(prices.some((price) => price === null)).toBe(true);

    const desc = (await searchProjects(filters({ sort: "price_desc", per_page: 60 }), main)).cards.map((card) => card.price_from);
    expect(desc).toEqual([...desc].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it("sorts newest first, and by relevance puts featured projects first", async () => {
    const byId = new Map(facts.map((p) => [p.id, p]));
    const newest = (await searchProjects(filters({ sort: "newest", per_page: 60 }), main)).cards.map((card) => byId.get(card.id)!.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const relevance = (await searchProjects(filters({ per_page: 60 }), main)).cards.map((card) => byId.get(card.id)!);
    const featured = listedIds(facts, (p) => p.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(relevance.slice(0, Math.min(featured, 60)).every((p) => p.featured)).toBe(true);
  });

  it("leaves sold-out projects out by default; with include_sold_out they come last in every order, marked", async () => {
    const soldOut = new Set(facts.filter((p) => p.published && p.unitsAvailable === 0).map((p) => p.id));
    expect(soldOut.size).toBeGreaterThan(0);
    expect((await allIds(filters({}))).some((id) => soldOut.has(id))).toBe(false);
    for (const sort of ["relevance", "price_asc", "newest"] as const) {
      const ids = await allIds(filters({ include_sold_out: true, sort }));
      expect([...ids].sort((a, b) => a - b)).toEqual(facts.filter((p) => p.published).map((p) => p.id));
      const firstSoldOut = ids.findIndex((id) => soldOut.has(id));
      expect(firstSoldOut).toBe(ids.length - soldOut.size);
    }
    const last = await searchProjects(filters({ include_sold_out: true, sort: "price_desc", page: 1_000, per_page: 1 }), main);
    const lastPage = await searchProjects(filters({ include_sold_out: true, sort: "price_desc", page: last.total, per_page: 1 }), main);
    expect(lastPage.cards[0]).toMatchObject({ sold_out: true, units_available: 0 });
    expect(lastPage.cards[0]!.photos).toBeGreaterThan(1);
  });

  it("pages through the results without gaps or overlaps", async () => {
    const search = filters({ esGeo: { region: "costa-blanca" }, sort: "price_asc" });
    const all = await allIds(search);
    const page2 = await searchProjects({ ...search, page: 2, per_page: 10 }, main);
    expect(page2.cards.map((card) => card.id)).toEqual(all.slice(10, 20));
    expect(page2).toMatchObject({ total: all.length, page: 2, per_page: 10 });
    const beyond = await searchProjects({ ...search, page: 1000, per_page: 60 }, main);
    expect(beyond).toMatchObject({ cards: [], total: all.length });
  });
});

describe("geoFacets", () => {
  it("counts every costa and province with the other filters applied, matching the totals a click gives", async () => {
    const others = { cat: [1], bedrooms: 2, pricefrom: 150_000 };
    const facets = await geoFacets(filters({ ...others, esGeo: { region: "costa-del-sol" } }), 0);
    expect(facets.regions).toHaveLength(5);
    expect(facets.provinces).toHaveLength(5);
    for (const region of facets.regions) {
      expect(region.count).toBe((await searchProjects(filters({ ...others, esGeo: { region: region.slug } }), main)).total);
    }
    for (const province of facets.provinces.slice(0, 2)) {
      expect(province.count).toBe((await searchProjects(filters({ ...others, esGeo: { province: province.slug } }), main)).total);
    }
    const [country] = facets.countries;
    expect(country?.count).toBe((await searchProjects(filters(others), main)).total);
  });

  it("lists the towns of the selected costa with their counts", async () => {
    const facets = await geoFacets(filters({ bedrooms: 3, esGeo: { region: "costa-del-sol", town: "marbella" } }), 0);
    expect(facets.towns.map((town) => town.slug)).toContain("benahavis");
    expect(facets.towns.every((town) => typeof town.lat === "number")).toBe(true);
    for (const town of facets.towns.slice(0, 4)) {
      expect(town.count).toBe((await searchProjects(filters({ bedrooms: 3, esGeo: { region: "costa-del-sol", town: town.slug } }), main)).total);
    }
    expect((await geoFacets(filters({}), 0)).towns).toEqual([]);
  });
});

describe("map markers and places", () => {
  it("gives a marker for every matching project", async () => {
    const search = filters({ esGeo: { region: "costa-calida" }, cat: [4] });
    const markers = await mapMarkers(search, { basePath: "/demo" });
    expect(markers.length).toBe((await searchProjects(search, main)).total);
    expect(markers[0]).toMatchObject({ url: expect.stringMatching(/^\/demo\/for-sale\/\d+-/), town: expect.any(String) });
    expect(await mapMarkers(filters({ esGeo: { region: "nergens" } }), main)).toEqual([]);
  });

  it("resolves slugs to Dutch names for breadcrumbs", async () => {
    const geo = await resolveGeoSelection({ province: "malaga", town: "benalmadena" });
    expect(geo).toMatchObject({ country: { name: "Spanje" }, province: { name: "Málaga" }, region: { name: "Costa del Sol" }, town: { name: "Benalmádena" } });
    expect(geo?.selection).toEqual({ country: "spanje", province: "malaga", town: "benalmadena" });
  });

  it("finds places by name with or without accents", async () => {
    const malaga = await searchGeoByName("malaga");
    expect(malaga.map((place) => `${place.kind}:${place.name}`)).toEqual(["province:Málaga", "town:Málaga", "town:Vélez-Málaga"]);
    expect(malaga[1]?.path).toBe("/search/spanje/costa-del-sol/malaga");
    expect(malaga[0]?.path).toBe("/search/spanje/provincie-malaga");
    expect((await searchGeoByName("BENALMÁDENA"))[0]?.name).toBe("Benalmádena");
    expect((await searchGeoByName("costa")).slice(0, 5).map((place) => place.kind)).toEqual(Array(5).fill("region"));
    expect(await searchGeoByName("   ")).toEqual([]);
    expect(await searchGeoByName("a", 3)).toHaveLength(3);
  });
});
