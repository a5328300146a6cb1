import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geoMapPlaces } from "@/lib/catalogue/search/facets";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { applyFilterChange } from "@/lib/catalogue/search/filter-change";
import { searchProjects } from "@/lib/catalogue/search/service";
import { useDatabase, type DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "./helpers/database";

let handle: DatabaseHandle;
const site = { basePath: "/demo" };

beforeAll(async () => {
  handle = await openTestDatabase({ seeded: true });
  useDatabase(handle);
});
afterAll(async () => handle?.close());

describe("the map's places", () => {
  it("count for each costa, province and town what a click on it finds, whatever map area is searched", async () => {
    // The visitor searched an area around Marbella, with other filters: a click on a place drops the area.
    const current = normalizeFilters({ bedrooms: 2, bounds: { south: 36.4, west: -5.0, north: 36.6, east: -4.7 } });
    const places = await geoMapPlaces(current, 0);
    expect(places.filter((place) => place.kind === "region")).toHaveLength(5);
    expect(places.filter((place) => place.kind === "province")).toHaveLength(5);
    expect(places.filter((place) => place.kind === "town").length).toBeGreaterThan(20);
    for (const place of [places.find((p) => p.slug === "costa-blanca")!, places.find((p) => p.slug === "murcia")!, ...places.filter((p) => p.kind === "town").slice(0, 3)]) {
      const clicked = applyFilterChange(current, { esGeo: place.esGeo, q: null });
      expect(clicked.bounds).toBeNull();
      expect(place.count, place.slug).toBe((await searchProjects(clicked, site)).total);
    }
    // Towns without a project under these filters have no label.
    expect(places.every((place) => place.kind !== "town" || place.count > 0)).toBe(true);
  });
});
