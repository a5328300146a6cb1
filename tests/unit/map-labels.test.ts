import { describe, expect, it } from "vitest";
import { labelledAt, mercatorPixel, placeLabels } from "@/components/map/label-layout";
import { buildGeoIndex, type GeoRow } from "@/lib/catalogue/search/geo-match";
import { mapPlaces } from "@/lib/catalogue/search/map-places";

describe("map labels", () => {
  it("puts a label on its point, or beside it when that is taken, and leaves it out when no spot is free", () => {
    const box = (key: string, x: number, y: number) => ({ key, x, y, width: 80, height: 20 });
    const placed = placeLabels([box("costa", 100, 100), box("province", 110, 105), box("far", 400, 100)]);
    expect(placed.get("costa")).toEqual({ dx: 0, dy: 0 });
    // The province's own spot overlaps the costa: it goes below its point.
    expect(placed.get("province")).toEqual({ dx: 0, dy: 34 });
    expect(placed.get("far")).toEqual({ dx: 0, dy: 0 });

    // A marker on the point pushes the label aside; markers all around leave it out.
    const marker = { x: 100, y: 100, width: 40, height: 40 };
    expect(placeLabels([box("town", 100, 100)], [marker]).get("town")).toEqual({ dx: 0, dy: 34 });
    const around = [marker, { ...marker, y: 134 }, { ...marker, y: 66 }, { ...marker, x: 166 }, { ...marker, x: 34 }, { ...marker, y: 168 }, { ...marker, y: 32 }];
    expect(placeLabels([box("town", 100, 100)], around).has("town")).toBe(false);
  });

  it("projects places as the maps draw them (Web Mercator, 256-pixel tiles), for laying out labels over Google's map", () => {
    expect(mercatorPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(mercatorPixel(0, 180, 1).x).toBe(512);
    expect(mercatorPixel(85.0511287798, 0, 0).y).toBeCloseTo(0, 3);
    // One zoom level doubles the distance between two places.
    const [a, b] = [mercatorPixel(36.51, -4.88, 8), mercatorPixel(36.43, -5.15, 8)];
    const [c, d] = [mercatorPixel(36.51, -4.88, 9), mercatorPixel(36.43, -5.15, 9)];
    expect(c.x - d.x).toBeCloseTo(2 * (a.x - b.x), 6);
  });

  it("labels costas far out and towns at every zoom (as many as fit)", () => {
    expect(labelledAt("region", 6)).toBe(true);
    expect(labelledAt("town", 5)).toBe(true);
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
