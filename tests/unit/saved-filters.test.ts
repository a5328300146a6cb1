import { describe, expect, it } from "vitest";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { toGeoSelection } from "@/lib/catalogue/search/filter-values";
import {
  hasSavedChoice,
  isBareSearch,
  readSavedFilters,
  restoredFilters,
  saveFilters,
  serializeSavedFilters,
  storageKey,
  storageSuffix,
  type KeyValueStore,
} from "@/lib/catalogue/search/saved-filters";
import { searchPath } from "@/lib/catalogue/search/url";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("saved search filter keys", () => {
  it("suffixes every key with the partner slug, or main for the main brand", () => {
    expect(storageSuffix("demo")).toBe("_demo");
    expect(storageSuffix(null)).toBe("_main");
    expect(storageSuffix("")).toBe("_main");
    expect(storageKey("cat", "_demo")).toBe("cat_demo");
    expect(storageKey("esGeo", "_main")).toBe("esGeo_main");
  });

  it("stores the spec's six keys and removes unset ones", () => {
    const store = memoryStore({ bathrooms_demo: "4" });
    const filters = normalizeFilters({ cat: [12, 1], esGeo: { country: "spanje", region: "costa-del-sol" }, bedrooms: 3, pricefrom: 200_000, priceto: 500_000, sort: "price_asc", page: 3 });
    saveFilters(store, "_demo", filters);
    expect(Object.fromEntries(store.data)).toEqual({
      cat_demo: "[1,12]",
      esGeo_demo: JSON.stringify({ country: "spanje", region: "costa-del-sol" }),
      bedrooms_demo: "3",
      pricefrom_demo: "200000",
      priceto_demo: "500000",
    });
    expect(serializeSavedFilters(normalizeFilters({}))).toEqual({ cat: null, esGeo: null, bathrooms: null, bedrooms: null, pricefrom: null, priceto: null });
  });

  it("keeps partner sites apart", () => {
    const store = memoryStore();
    saveFilters(store, "_demo", normalizeFilters({ bedrooms: 2 }));
    expect(readSavedFilters(store, "_zuidkust")).toBeNull();
    expect(readSavedFilters(store, "_demo")?.bedrooms).toBe(2);
  });

  it("round-trips through storage", () => {
    const store = memoryStore();
    const filters = normalizeFilters({ cat: [2], esGeo: { country: "spanje", province: "alicante", town: "altea" }, bathrooms: 2, pricefrom: 300_000 });
    saveFilters(store, "_main", filters);
    const restored = restoredFilters(store, "_main");
    expect(restored && searchPath(restored)).toBe("/search/spanje/provincie-alicante/altea?cat=2&bathrooms=2&pricefrom=300000&priceto=10000000");
  });

  it("restores filters only, on page 1, with the default sort", () => {
    const store = memoryStore({ bedrooms_demo: "2", page_demo: "4", sort_demo: "newest" });
    expect(restoredFilters(store, "_demo")).toMatchObject({ bedrooms: 2, page: 1, sort: "relevance", bounds: null, near: null });
  });

  it("skips tampered entries and keeps the valid ones", () => {
    const store = memoryStore({
      cat_demo: "[1, 999, \"x\"]",
      esGeo_demo: "{\"region\":\"<script>\"}",
      bedrooms_demo: "not json",
      bathrooms_demo: "25",
      pricefrom_demo: "-5",
    });
    const filters = readSavedFilters(store, "_demo");
    expect(filters).toMatchObject({ cat: [1], esGeo: {}, bedrooms: null, bathrooms: 10, pricefrom: null });
  });

  it("answers null when nothing usable is saved", () => {
    expect(readSavedFilters(memoryStore(), "_demo")).toBeNull();
    expect(readSavedFilters(memoryStore({ cat_demo: "[]", bedrooms_demo: "0" }), "_demo")).toBeNull();
    expect(hasSavedChoice(normalizeFilters({ sort: "newest", page: 2 }))).toBe(false);
  });

  it("survives a storage that throws", () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => saveFilters(broken, "_demo", normalizeFilters({ bedrooms: 2 }))).not.toThrow();
    expect(readSavedFilters(broken, "_demo")).toBeNull();
  });

  it("only a search without geo and query counts as bare", () => {
    expect(isBareSearch([], "")).toBe(true);
    expect(isBareSearch([], "?")).toBe(true);
    expect(isBareSearch([], "view=map")).toBe(false);
    expect(isBareSearch(["spanje"], "")).toBe(false);
  });
});

describe("toGeoSelection", () => {
  it("accepts place slugs and refuses anything else", () => {
    expect(toGeoSelection({ country: "spanje", region: "costa-del-sol" })).toEqual({ country: "spanje", region: "costa-del-sol" });
    expect(toGeoSelection({})).toEqual({});
    expect(toGeoSelection({ region: "Costa Del Sol" })).toBeNull();
    expect(toGeoSelection({ city: "marbella" })).toBeNull();
    expect(toGeoSelection({ town: 5 })).toBeNull();
    expect(toGeoSelection(["spanje"])).toBeNull();
    expect(toGeoSelection(null)).toBeNull();
  });
});
