import { describe, expect, it } from "vitest";
import { parseSearchLocation } from "@/lib/catalogue/search/url";
import { MAIN_LISTINGS_BASE_PATH, searchEntryHref } from "@/lib/home/search-entry";

/** The search page's own reading of a URL the entry built. */
function readBack(href: string) {
  const url = new URL(href, "http://localhost");
  const segments = url.pathname.slice(`${MAIN_LISTINGS_BASE_PATH}/search`.length).split("/").filter(Boolean);
  return parseSearchLocation(segments, url.searchParams)!.filters;
}

describe("home search entry", () => {
  it("leads to the main brand's search with nothing chosen", () => {
    expect(searchEntryHref({ place: null, typeId: null, budget: null })).toBe(`${MAIN_LISTINGS_BASE_PATH}/search`);
  });

  it("puts the place in the path and the type and budget in the query", () => {
    const href = searchEntryHref({ place: { country: "spanje", region: "costa-del-sol", town: "marbella" }, typeId: 2, budget: 500_000 });
    expect(href).toBe(`${MAIN_LISTINGS_BASE_PATH}/search/spanje/costa-del-sol/marbella?cat=2&priceto=500000`);
    const filters = readBack(href);
    expect(filters.esGeo).toEqual({ country: "spanje", region: "costa-del-sol", town: "marbella" });
    expect(filters.cat).toEqual([2]);
    expect(filters.priceto).toBe(500_000);
    expect(filters.pricefrom).toBeNull();
  });

  it("takes a province as the search URL writes it", () => {
    expect(searchEntryHref({ place: { country: "spanje", province: "alicante" }, typeId: null, budget: 300_000 })).toBe(
      `${MAIN_LISTINGS_BASE_PATH}/search/spanje/provincie-alicante?priceto=300000`,
    );
  });

  it("drops a type the catalogue does not know", () => {
    expect(searchEntryHref({ place: null, typeId: 99, budget: null })).toBe(`${MAIN_LISTINGS_BASE_PATH}/search`);
  });
});
