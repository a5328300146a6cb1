import { describe, expect, it } from "vitest";
import { nearRadiusKm, pointsBounds, roundBounds, sameBounds } from "@/lib/catalogue/search/map-area";

describe("map areas", () => {
  it("picks a round click radius from the visible map", () => {
    // About 54 by 33 km (part of a costa, a 63 km diagonal): a 15 km circle.
    expect(nearRadiusKm({ south: 36.4, west: -5.2, north: 36.7, east: -4.6 })).toBe(15);
    // A street view: the smallest step.
    expect(nearRadiusKm({ south: 36.5, west: -4.89, north: 36.501, east: -4.888 })).toBe(1);
    // All of Spain and more: capped at 200 km.
    expect(nearRadiusKm({ south: 20, west: -20, north: 50, east: 20 })).toBe(200);
  });

  it("compares map areas as the URL stores them", () => {
    const a = { south: 36.400001, west: -5.2, north: 36.6, east: -4.8 };
    expect(sameBounds(a, { ...a, south: 36.4000012 })).toBe(true);
    expect(sameBounds(a, { ...a, south: 36.41 })).toBe(false);
    expect(sameBounds(null, null)).toBe(true);
    expect(sameBounds(a, null)).toBe(false);
    expect(roundBounds({ south: 1.123456, west: 2, north: 3, east: 4 }).south).toBe(1.12346);
  });

  it("boxes a set of points", () => {
    expect(pointsBounds([])).toBeNull();
    expect(pointsBounds([{ lat: 36.5, lng: -4.9 }, { lat: 38.3, lng: -0.5 }])).toEqual({ north: 38.3, south: 36.5, east: -0.5, west: -4.9 });
    const single = pointsBounds([{ lat: 36.5, lng: -4.9 }]);
    expect(single && single.north > single.south && single.east > single.west).toBe(true);
  });

});
