import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/api/input";
import {
  activeFilterCount,
  DEFAULT_MAX_PRICE,
  EMPTY_FILTERS,
  FILTER_NAMES,
  hasChosenFilter,
  INT4_MAX,
  MATCH_FILTER_NAMES,
  normalizeFilters,
  readFilters,
  REMEMBERED_FILTER_NAMES,
  SEARCH_FILTERS,
  type FilterName,
  type SearchFilters,
} from "@/lib/catalogue/search/filters";
import type { ValueSpec } from "@/lib/catalogue/search/filter-values";
import { matchKey } from "@/lib/catalogue/search/keys";
import { searchConditions } from "@/lib/catalogue/search/query";
import { readSavedFilters, saveFilters, type KeyValueStore } from "@/lib/catalogue/search/saved-filters";
import { searchFiltersSchema, searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";

/** A chosen (not unset) value of a kind: new filters are covered without editing this file. */
function sampleOf(spec: ValueSpec): unknown {
  switch (spec.kind) {
    case "integer":
      return Math.min(spec.max, spec.min + 2);
    case "ids":
      return [...spec.ids].sort((a, b) => a - b).slice(0, 2);
    case "choice":
      return spec.choices.at(-1);
    case "choices":
      return spec.choices.slice(0, 2);
    case "place":
      return { country: "spanje", region: "costa-del-sol", town: "marbella" };
    case "box":
      return { north: 36.6, south: 36.4, east: -4.8, west: -5.2 };
    case "circle":
      return { lat: 36.51, lng: -4.88, radius_km: 10 };
    case "flag":
      return true;
    case "text":
      return "Blue Bay";
    case "area":
      return [[36.55, -4.95], [36.58, -4.8], [36.47, -4.85]];
  }
}

const sample = <K extends FilterName>(name: K) => sampleOf(SEARCH_FILTERS[name].value.spec) as SearchFilters[K];

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

function throughUrl(filters: SearchFilters): SearchFilters | undefined {
  const [path = "", query = ""] = searchPath(filters).split("?");
  return parseSearchLocation(path.split("/").filter(Boolean).slice(1), new URLSearchParams(query))?.filters;
}

const only = <K extends FilterName>(name: K, value: SearchFilters[K]) => normalizeFilters({ [name]: value });

describe("the filter definitions", () => {
  it("give every filter a distinct URL key (the place lives in the path)", () => {
    const keys = FILTER_NAMES.map((name) => SEARCH_FILTERS[name].urlKey).filter((key) => key !== null);
    expect(new Set(keys).size).toBe(FILTER_NAMES.length - 1);
    expect(SEARCH_FILTERS.esGeo.urlKey).toBeNull();
  });

  it("remember exactly the spec's six keys", () => {
    expect([...REMEMBERED_FILTER_NAMES].sort()).toEqual(["bathrooms", "bedrooms", "cat", "esGeo", "pricefrom", "priceto"]);
  });

  it.each(MATCH_FILTER_NAMES)("turn %s into an SQL condition when set", (name) => {
    const unfiltered = searchConditions(matchKey(EMPTY_FILTERS), null).length;
    const filtered = searchConditions(matchKey(only(name, sample(name))), null).length;
    // Including sold-out projects lifts the condition that leaves them out by default.
    if (name === "include_sold_out") expect(filtered).toBe(unfiltered - 1);
    else expect(filtered).toBeGreaterThan(unfiltered);
  });

  it.each(FILTER_NAMES)("round-trip %s through the URL, the API and (when remembered) local storage", (name) => {
    const filters = only(name, sample(name));
    expect(filters[name]).toEqual(sample(name));
    expect(throughUrl(filters)).toEqual(filters);
    // meta.filters is sent back as a body and gives the same search.
    const echoed = searchFiltersSchema.parse(JSON.parse(JSON.stringify(filters)));
    expect(normalizeFilters(searchRequestSchema.parse(echoed))).toEqual(filters);

    const store = memoryStore();
    saveFilters(store, "_demo", filters);
    const remembered = (REMEMBERED_FILTER_NAMES as readonly FilterName[]).includes(name);
    expect(store.data.has(`${name}_demo`)).toBe(remembered);
    expect(readSavedFilters(store, "_demo")?.[name] ?? null).toEqual(remembered ? filters[name] : null);
  });

  it("round-trip every filter at once", () => {
    const every = readFilters((name) => sample(name));
    expect(throughUrl(normalizeFilters(every))).toEqual(normalizeFilters(every));
    const filters = normalizeFilters({
      cat: [1, 12],
      esGeo: { country: "spanje", region: "costa-del-sol", town: "marbella" },
      bedrooms: 3,
      bathrooms: 2,
      pricefrom: 200_000,
      priceto: 450_000,
      bounds: { north: 36.6, south: 36.4, east: -4.8, west: -5.2 },
      near: { lat: 36.51, lng: -4.88, radius_km: 10 },
      include_sold_out: true,
      sort: "price_desc",
      page: 3,
      per_page: 48,
    });
    expect(throughUrl(filters)).toEqual(filters);
    expect(searchPath(filters)).toBe(
      "/search/spanje/costa-del-sol/marbella?cat=1,12&bedrooms=3&bathrooms=2&pricefrom=200000&priceto=450000&bounds=36.4,-5.2,36.6,-4.8&near=36.51,-4.88,10&include_sold_out=1&sort=price_desc&page=3&per_page=48",
    );
  });

  it("leave unset filters out of the URL and out of storage", () => {
    expect(searchPath(EMPTY_FILTERS)).toBe("/search");
    const store = memoryStore();
    saveFilters(store, "_main", EMPTY_FILTERS);
    expect(store.data.size).toBe(0);
  });

  it("tell whether any filter that changes what is listed is chosen", () => {
    expect(hasChosenFilter(EMPTY_FILTERS)).toBe(false);
    expect(hasChosenFilter(normalizeFilters({ sort: "newest", page: 4, per_page: 48 }))).toBe(false);
    for (const name of FILTER_NAMES) {
      const { role } = SEARCH_FILTERS[name];
      expect(hasChosenFilter(only(name, sample(name))), name).toBe(role === "match" || role === "place");
    }
  });

  it("count the active filters (the price range counts its chosen ends)", () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(normalizeFilters({ cat: [1, 12], esGeo: { country: "spanje" }, sort: "newest", page: 2 }))).toBe(2);
    expect(activeFilterCount(normalizeFilters({ esGeo: { country: "spanje", region: "costa-blanca" }, pricefrom: 100_000 }))).toBe(2);
    expect(activeFilterCount(normalizeFilters({ pricefrom: 100_000, priceto: 300_000, bedrooms: 2 }))).toBe(3);
    expect(activeFilterCount(normalizeFilters({ priceto: 300_000 }))).toBe(1);
  });
});

describe("bounds in URLs (out-of-range values are dropped)", () => {
  const parse = (query: string) => parseSearchLocation([], new URLSearchParams(query))!.filters;

  it("keeps prices up to the integer column's maximum", () => {
    expect(parse(`pricefrom=${INT4_MAX}`)).toMatchObject({ pricefrom: DEFAULT_MAX_PRICE, priceto: INT4_MAX });
    expect(parse(`pricefrom=${INT4_MAX + 1}`).pricefrom).toBeNull();
    expect(parse("priceto=99999999999").priceto).toBeNull();
    expect(parse("pricefrom=1e6").pricefrom).toBeNull();
  });

  it("caps rooms at 10 and bounds the page", () => {
    expect(parse("bedrooms=25&bathrooms=10")).toMatchObject({ bedrooms: 10, bathrooms: 10 });
    expect(parse(`bedrooms=${INT4_MAX + 1}`).bedrooms).toBeNull();
    expect(parse("page=10000&per_page=60")).toMatchObject({ page: 10_000, per_page: 60 });
    expect(parse("page=10001&per_page=61")).toMatchObject({ page: 1, per_page: 24 });
    expect(parse("page=0&per_page=0")).toMatchObject({ page: 1, per_page: 24 });
  });

  it("keeps coordinates on the globe, with 6 decimals at most", () => {
    expect(parse("near=90,180,200").near).toEqual({ lat: 90, lng: 180, radius_km: 200 });
    expect(parse("near=90.1,0").near).toBeNull();
    expect(parse("near=0,-180.5").near).toBeNull();
    expect(parse("near=36.5,-4.9,200.5").near).toBeNull();
    expect(parse("near=36.5,-4.9,0.05").near).toBeNull();
    expect(parse("near=36.5,-4.9").near).toEqual({ lat: 36.5, lng: -4.9, radius_km: 15 });
    expect(parse("near=5e-324,0").near).toBeNull();
    expect(parse("near=0.0000000001,-0.00000049").near).toEqual({ lat: 0, lng: 0, radius_km: 15 });
    expect(parse("near=36.1234567,-4.9").near?.lat).toBe(36.123457);
    expect(parse("bounds=36.4,-5.2,36.6,-4.8").bounds).toEqual({ south: 36.4, west: -5.2, north: 36.6, east: -4.8 });
    expect(parse("bounds=36.6,-5.2,36.4,-4.8").bounds).toBeNull();
    expect(parse("bounds=-91,0,0,0").bounds).toBeNull();
    expect(parse("bounds=,,,").bounds).toBeNull();
  });

  it("keeps at most 10 known types", () => {
    expect(parse("cat=1,2,3,4,7,12,17,1,2,3,4,7").cat).toEqual([1, 2, 3, 4, 7, 12, 17]);
    expect(parse(`cat=${"1,".repeat(500)}1`).cat).toEqual([1]);
  });
});

describe("bounds in the API schemas", () => {
  const issues = (body: unknown) => searchRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
  const fields = (body: unknown) => issues(body).map(([path]) => path);

  it("accepts every filter at its limits", () => {
    const body = { cat: [1, 2, 3, 4, 7, 12, 17], bedrooms: INT4_MAX, bathrooms: 0, pricefrom: 0, priceto: INT4_MAX, page: 10_000, per_page: 60 };
    expect(issues(body)).toEqual([]);
    expect(issues({ bounds: { north: 90, south: -90, east: 180, west: -180 }, near: { lat: -90, lng: -180, radius_km: 0.1 } })).toEqual([]);
  });

  it("refuses every filter beyond its limits, by field", () => {
    expect(fields({ pricefrom: INT4_MAX + 1 })).toEqual(["pricefrom"]);
    expect(fields({ priceto: -1 })).toEqual(["priceto"]);
    expect(fields({ bedrooms: INT4_MAX + 1, bathrooms: 1.5 })).toEqual(["bedrooms", "bathrooms"]);
    expect(fields({ page: 10_001, per_page: 61 })).toEqual(["page", "per_page"]);
    expect(fields({ cat: [1, 2, 3, 4, 7, 12, 17, 1, 2, 3, 4] })).toEqual(["cat"]);
    expect(fields({ near: { lat: 90.000001, lng: 0, radius_km: 200.001 } })).toEqual(["near.lat", "near.radius_km"]);
    expect(fields({ near: { lat: 0, lng: 0, radius_km: 0 } })).toEqual(["near.radius_km"]);
    expect(fields({ esGeo: { town: "a".repeat(81) }, partner: "p".repeat(254) })).toEqual(["esGeo.town", "partner"]);
  });

  it("rounds coordinates to 6 decimals, so subnormal numbers become 0", () => {
    const parsed = searchRequestSchema.parse({ near: { lat: 5e-324, lng: -5e-324 }, bounds: { north: 1e-310, south: 0, east: 36.12345678, west: 0 } });
    expect(parsed.near).toEqual({ lat: 0, lng: 0, radius_km: 15 });
    expect(parsed.bounds).toEqual({ north: 0, south: 0, east: 36.123457, west: 0 });
  });

  it("refuse unknown keys, nested ones too (the API wrapper names them: tests/unit/api-input.test.ts)", () => {
    const fields = fieldErrors(searchRequestSchema.safeParse({ extra: 1, esGeo: { city: "marbella" }, near: { lat: 0, lng: 0, zoom: 3 } }).error!);
    expect(fields).toEqual({ extra: ["onbekend veld"], "esGeo.city": ["onbekend veld"], "near.zoom": ["onbekend veld"] });
  });

  it("agree with the browser's codecs on every integer filter", () => {
    const probes = [-1, 0, 0.5, 1, 10, 60, 61, 10_000, 10_001, INT4_MAX, INT4_MAX + 1, Number.MAX_SAFE_INTEGER];
    for (const name of FILTER_NAMES) {
      const { value } = SEARCH_FILTERS[name];
      if (value.spec.kind !== "integer") continue;
      for (const probe of probes) {
        const byCodec = value.fromJson(probe) !== undefined;
        expect(searchRequestSchema.shape[name].safeParse(probe).success, `${name} = ${probe}`).toBe(byCodec);
      }
    }
  });
});
