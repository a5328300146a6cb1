import { describe, expect, it } from "vitest";
import { applyFilterChange, searchSegments } from "@/lib/catalogue/search/filter-change";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchPath } from "@/lib/catalogue/search/url";

describe("applyFilterChange", () => {
  const current = normalizeFilters({ cat: [1], esGeo: { country: "spanje" }, bounds: { south: 36.4, west: -5.2, north: 36.6, east: -4.8 }, page: 3, sort: "price_asc" });

  it("starts again at page 1 and keeps the rest", () => {
    const next = applyFilterChange(current, { bedrooms: 2 });
    expect(next).toMatchObject({ page: 1, bedrooms: 2, cat: [1], sort: "price_asc" });
    expect(next.bounds).not.toBeNull();
  });

  it("keeps an explicit page (pagination)", () => {
    expect(applyFilterChange(current, { page: 4 }).page).toBe(4);
  });

  it("drops the map area when the place changes", () => {
    const next = applyFilterChange(current, { esGeo: { country: "spanje", region: "costa-blanca" } });
    expect(next.bounds).toBeNull();
    expect(searchPath(next)).toBe("/search/spanje/costa-blanca?cat=1&sort=price_asc");
  });

  it("lets near and bounds replace each other", () => {
    const near = applyFilterChange(current, { near: { lat: 36.5, lng: -4.9, radius_km: 10 } });
    expect(near.bounds).toBeNull();
    const bounds = applyFilterChange(near, { bounds: { south: 1, west: 2, north: 3, east: 4 } });
    expect(bounds.near).toBeNull();
  });

  it("lets a drawn area, near and bounds replace each other, and drops the area with a new place", () => {
    const area: Array<[number, number]> = [[36.55, -4.95], [36.58, -4.8], [36.47, -4.85]];
    const drawn = applyFilterChange(current, { area, esGeo: { country: "spanje" } });
    expect(drawn).toMatchObject({ area, bounds: null, near: null });
    expect(applyFilterChange(drawn, { bedrooms: 2 }).area).toEqual(area);
    expect(applyFilterChange(drawn, { near: { lat: 36.5, lng: -4.9, radius_km: 10 } }).area).toBeNull();
    expect(applyFilterChange(drawn, { bounds: { south: 1, west: 2, north: 3, east: 4 } }).area).toBeNull();
    expect(applyFilterChange(drawn, { esGeo: { country: "spanje", region: "costa-blanca" } }).area).toBeNull();
  });

  it("normalises like a parsed URL", () => {
    expect(applyFilterChange(current, { pricefrom: 500_000, priceto: 200_000 })).toMatchObject({ pricefrom: 200_000, priceto: 500_000 });
    expect(applyFilterChange(current, { pricefrom: 300_000 }).priceto).toBe(10_000_000);
    expect(applyFilterChange(current, { cat: [12, 1, 12] }).cat).toEqual([1, 12]);
    expect(applyFilterChange(current, { bedrooms: 14 }).bedrooms).toBe(10);
  });

  it("drops the default ceiling with the minimum", () => {
    const withMinimum = applyFilterChange(current, { pricefrom: 300_000 });
    expect(applyFilterChange(withMinimum, { pricefrom: null }).priceto).toBeNull();
    const withBoth = applyFilterChange(current, { pricefrom: 300_000, priceto: 600_000 });
    expect(applyFilterChange(withBoth, { pricefrom: null }).priceto).toBe(600_000);
  });
});

describe("searchSegments", () => {
  it("strips the site's base path and /search", () => {
    expect(searchSegments("/demo/search/spanje/costa-del-sol", "/demo")).toEqual(["spanje", "costa-del-sol"]);
    expect(searchSegments("/demo/search", "/demo")).toEqual([]);
    expect(searchSegments("/search/spanje", "")).toEqual(["spanje"]);
    expect(searchSegments("/demo/searching", "/demo")).toBeNull();
    expect(searchSegments("/demo/contact", "/demo")).toBeNull();
  });
});
