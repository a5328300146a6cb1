import { describe, expect, it } from "vitest";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { crossesAntimeridian, haversineKm, nearBox } from "@/lib/catalogue/search/geometry";
import { canonicalGeoIds, matchKey, pageKey } from "@/lib/catalogue/search/keys";

describe("haversineKm", () => {
  it("measures Marbella to Málaga at about 47 km", () => {
    expect(haversineKm({ lat: 36.5101, lng: -4.8825 }, { lat: 36.7213, lng: -4.4214 })).toBeCloseTo(47.1, 0);
  });

  it("is zero for one point", () => {
    expect(haversineKm({ lat: 36.5, lng: -4.9 }, { lat: 36.5, lng: -4.9 })).toBe(0);
  });
});

describe("nearBox", () => {
  it("holds every point within the radius", () => {
    const near = { lat: 36.51, lng: -4.88, radius_km: 10 };
    const box = nearBox(near);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const point = { lat: near.lat + (9.99 / 111.2) * Math.cos(rad), lng: near.lng + (9.99 / (111.2 * Math.cos((near.lat * Math.PI) / 180))) * Math.sin(rad) };
      expect(haversineKm(near, point)).toBeLessThanOrEqual(10);
      expect(point.lat).toBeGreaterThanOrEqual(box.south);
      expect(point.lat).toBeLessThanOrEqual(box.north);
      expect(point.lng).toBeGreaterThanOrEqual(box.west);
      expect(point.lng).toBeLessThanOrEqual(box.east);
    }
  });

  it("wraps across the antimeridian and spans the globe at a pole", () => {
    const box = nearBox({ lat: 0, lng: 179.95, radius_km: 50 });
    expect(crossesAntimeridian(box)).toBe(true);
    expect(box.east).toBeLessThan(-179);
    expect(nearBox({ lat: 89.99, lng: 10, radius_km: 50 })).toMatchObject({ west: -180, east: 180, north: 90 });
    expect(crossesAntimeridian({ west: -5, east: -4 })).toBe(false);
  });
});

describe("search keys", () => {
  it("are equal for equal searches whatever the key order", () => {
    const a = normalizeFilters({ cat: [12, 1], bounds: { east: 1, west: 0, north: 2, south: 1 }, page: 2 });
    const b = normalizeFilters({ page: 2, bounds: { south: 1, north: 2, west: 0, east: 1 }, cat: [1, 12] });
    expect(JSON.stringify(pageKey(a))).toBe(JSON.stringify(pageKey(b)));
    expect(matchKey(a)).not.toHaveProperty("page");
    expect(JSON.stringify(canonicalGeoIds({ townId: 3, regionId: 2 }))).toBe(JSON.stringify({ regionId: 2, townId: 3 }));
  });
});
