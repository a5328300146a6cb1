import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_PRICE, normalizeFilters } from "@/lib/catalogue/search/filters";
import { searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";

function roundTrip(url: string) {
  const [path = "", query = ""] = url.split("?");
  const segments = path.split("/").filter(Boolean).slice(1);
  const location = parseSearchLocation(segments, new URLSearchParams(query));
  if (!location) throw new Error(`did not parse: ${url}`);
  return searchPath(location.filters, location.view);
}

describe("normalizeFilters", () => {
  it("caps bedrooms and bathrooms at 10", () => {
    const filters = normalizeFilters(searchRequestSchema.parse({ bedrooms: 25, bathrooms: 11 }));
    expect(filters.bedrooms).toBe(10);
    expect(filters.bathrooms).toBe(10);
  });

  it("defaults priceto to 10,000,000 when only pricefrom is set", () => {
    expect(normalizeFilters({ pricefrom: 250_000 }).priceto).toBe(DEFAULT_MAX_PRICE);
    expect(normalizeFilters({ priceto: 400_000 }).pricefrom).toBeNull();
  });

  it("swaps a reversed price range and drops zeros", () => {
    expect(normalizeFilters({ pricefrom: 500_000, priceto: 200_000 })).toMatchObject({ pricefrom: 200_000, priceto: 500_000 });
    expect(normalizeFilters({ pricefrom: 0, bedrooms: 0 })).toMatchObject({ pricefrom: null, priceto: null, bedrooms: null });
  });

  it("sorts and de-duplicates categories", () => {
    expect(normalizeFilters({ cat: [12, 1, 12] }).cat).toEqual([1, 12]);
  });
});

describe("search URLs", () => {
  it.each([
    "/search",
    "/search/spanje",
    "/search/spanje/costa-del-sol",
    "/search/spanje/costa-del-sol/marbella",
    "/search/spanje/provincie-alicante",
    "/search/spanje/costa-del-sol/marbella?cat=1,12&bedrooms=2&pricefrom=200000&priceto=10000000&sort=price_asc&page=2&view=map",
    "/search?bathrooms=3&priceto=500000&sort=newest&view=strip",
    "/search?bounds=36.4,-5.2,36.6,-4.8&view=map",
    "/search?near=36.51,-4.88,10",
  ])("round-trips %s", (url) => {
    expect(roundTrip(url)).toBe(url);
  });

  it("adds the default maximum price to a URL with only a minimum", () => {
    expect(roundTrip("/search?pricefrom=300000")).toBe("/search?pricefrom=300000&priceto=10000000");
  });

  it("drops malformed query values but keeps the rest", () => {
    const location = parseSearchLocation([], new URLSearchParams("bedrooms=abc&cat=1,999,x&sort=cheap&page=-1&pricefrom=100000&view=3d"));
    expect(location?.filters).toMatchObject({ bedrooms: null, cat: [], sort: "relevance", page: 1, pricefrom: 100000 });
    expect(location?.view).toBe("grid");
    expect(parseSearchLocation([], new URLSearchParams("cat=1,999"))?.filters.cat).toEqual([1]);
  });

  it("refuses malformed paths", () => {
    expect(parseSearchLocation(["spanje", "costa-del-sol", "marbella", "extra"], {})).toBeNull();
    expect(parseSearchLocation(["spanje", "<script>"], {})).toBeNull();
    expect(parseSearchLocation(["bbbbbbbbb_type", "kastelen"], {})).toBeNull();
  });

  it("reads the legacy type route and its old_ variant", () => {
    for (const legacy of ["bbbbbbbbb_type", "bbbbbbbbb_typeold_"]) {
      const location = parseSearchLocation([legacy, "villas", "spanje", "costa-del-sol"], { bedrooms: "3" });
      expect(location).toMatchObject({ legacyType: "villas", filters: { cat: [2], bedrooms: 3, esGeo: { country: "spanje", region: "costa-del-sol" } } });
      expect(searchPath(location!.filters)).toBe("/search/spanje/costa-del-sol?cat=2&bedrooms=3");
    }
  });
});
