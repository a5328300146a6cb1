import { describe, expect, it } from "vitest";
import { labelledAt, placeLabels } from "@/components/map/label-layout";
import { buildGeoIndex, type GeoRow } from "@/lib/catalogue/search/geo-match";
import { mapPlaces } from "@/lib/catalogue/search/map-places";

describe("map labels", () => {
  it("keeps the more important of two overlapping labels and every label clear of the others", () => {
    const box = (key: string, x: number, y: number) => ({ key, x, y, width: 80, height: 20 });
    const kept = placeLabels([box("costa", 100, 100), box("province", 110, 105), box("town", 100, 140), box("far", 400, 100)]);
    expect([...kept].sort()).toEqual(["costa", "far", "town"]);
    // Touching within the gap counts as overlapping.
    expect(placeLabels([box("a", 0, 0), box("b", 82, 0)]).has("b")).toBe(false);
    expect(placeLabels([box("a", 0, 0), box("b", 90, 0)]).has("b")).toBe(true);
  });

  it("labels costas far out and towns close in", () => {
    expect(labelledAt("region", 6)).toBe(true);
    expect(labelledAt("town", 6)).toBe(false);
    expect(labelledAt("region", 12)).toBe(false);
    expect(labelledAt("town", 12)).toBe(true);
  });
});

describe("map places", () => {
  const rows: GeoRow[] = [
    { id: 1, kind: "country", slug: "spanje", name: "Spanje", countryId: null, regionId: null, provinceId: null, lat: 40, lng: -3 },
    { id: 2, kind: "region", slug: "costa-blanca", name: "Costa Blanca", countryId: 1, regionId: null, provinceId: null, lat: 38.3, lng: -0.5 },
    { id: 3, kind: "province", slug: "alicante", name: "Alicante", countryId: 1, regionId: null, provinceId: null, lat: 38.34, lng: -0.48 },
    { id: 4, kind: "town", slug: "altea", name: "Altea", countryId: 1, regionId: 2, provinceId: 3, lat: 38.6, lng: -0.05 },
    { id: 5, kind: "town", slug: "torrevieja", name: "Torrevieja", countryId: 1, regionId: 2, provinceId: 3, lat: 37.98, lng: -0.68 },
    { id: 6, kind: "town", slug: "polop", name: "Polop", countryId: 1, regionId: 2, provinceId: 3, lat: 38.62, lng: -0.13 },
  ];
  const counts = [
    { countryId: 1, regionId: 2, provinceId: 3, townId: 4, count: 3 },
    { countryId: 1, regionId: 2, provinceId: 3, townId: 5, count: 9 },
  ];

  it("lists costas, provinces and the towns with projects, each with the search a click starts and its count", () => {
    const places = mapPlaces(buildGeoIndex(rows), counts);
    expect(places.map((place) => [place.kind, place.slug, place.count])).toEqual([
      ["region", "costa-blanca", 12],
      ["province", "alicante", 12],
      ["town", "torrevieja", 9],
      ["town", "altea", 3],
    ]);
    expect(places[0]!.esGeo).toEqual({ country: "spanje", region: "costa-blanca" });
    expect(places[1]!.esGeo).toEqual({ country: "spanje", province: "alicante" });
    // A town is searched with its costa, as its search path spells it.
    expect(places[2]!.esGeo).toEqual({ country: "spanje", region: "costa-blanca", town: "torrevieja" });
  });
});
