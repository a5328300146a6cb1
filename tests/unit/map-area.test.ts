import { describe, expect, it } from "vitest";
import { mapStartBounds, nearRadiusKm, pointsBounds, roundBounds, sameBounds } from "@/lib/catalogue/search/map-area";

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

  it("starts a map on the searched area, else the circle, else the results, else the place, else the coasts", () => {
    const area = { north: 37, south: 36, east: -4, west: -5 };
    const near = { lat: 36.5, lng: -4.9, radius_km: 10 };
    const results = [{ lat: 36.5, lng: -4.9 }, { lat: 38.3, lng: -0.5 }];
    const place = { lat: 38.5, lng: -0.1 };
    expect(mapStartBounds({ bounds: area, near }, results, place)).toEqual(area);
    // A drawn area: the box around it, whatever the results inside.
    expect(mapStartBounds({ bounds: null, near: null, area: [[36.55, -4.95], [36.58, -4.8], [36.47, -4.85]] }, results, place)).toEqual({ south: 36.47, north: 36.58, west: -4.95, east: -4.8 });
    const circle = mapStartBounds({ bounds: null, near }, results, place);
    expect(circle.north).toBeGreaterThan(36.5);
    expect(circle.north - circle.south).toBeCloseTo((2 * 10) / 111.2, 1);
    expect(mapStartBounds({ bounds: null, near: null }, results, place)).toEqual(pointsBounds(results));
    expect(mapStartBounds({ bounds: null, near: null }, [], place)).toEqual(pointsBounds([place]));
    const coasts = mapStartBounds({ bounds: null, near: null }, [], null);
    expect(coasts.south).toBeLessThan(36.5);
    expect(coasts.north).toBeGreaterThan(38.3);
  });
});
