import { describe, expect, it } from "vitest";
import { isFilteredSearchPage } from "@/lib/cache/page-cache-handler.mjs";
import { cachedSearchPath, filterSegmentOf } from "@/lib/catalogue/search/cached-search";
import { FILTER_SEGMENT_MARK, LANDING_SEGMENT } from "@/lib/catalogue/search/landing";
import { canonicalSearchQuery } from "@/lib/catalogue/search/url";

const query = (text: string) => new URLSearchParams(text);

/** The path the cached route sees after the host rules: the landing segment after `/search`. */
function routePath(path: string): string[] {
  return path.split("/search/")[1]!.split("/");
}

describe("a filtered search served from the cached search route", () => {
  it("puts the canonical query in the last segment, the same for every spelling of one filter set", () => {
    const a = cachedSearchPath("/demo/search/spanje/costa-blanca", query("bedrooms=2&sort=newest"));
    const b = cachedSearchPath("/demo/search/Spanje/costa-blanca", query("sort=newest&utm_source=mail&bedrooms=02"));
    expect(a).toMatch(/^\/demo\/search\/spanje\/costa-blanca\/~[A-Za-z0-9_-]+$/);
    expect(b).toBe(a);
    expect(filterSegmentOf(routePath(a!))).toEqual({ segments: ["spanje", "costa-blanca"], query: canonicalSearchQuery(["spanje", "costa-blanca"], query("bedrooms=2&sort=newest")) });
  });

  it("works on the main host and a partner's domain, where the path has no site segment", () => {
    expect(cachedSearchPath("/search", query("q=villa zee"))).toMatch(/^\/search\/~[A-Za-z0-9_-]+$/);
    const [, segment] = cachedSearchPath("/search", query("q=villa zee"))!.split("/search/");
    expect(filterSegmentOf([segment!])?.query).toBe("q=villa+zee");
  });

  it("sends a query that changes nothing listed to the plain landing page", () => {
    expect(cachedSearchPath("/demo/search/spanje", query("bedrooms=abc&utm_campaign=x"))).toBe("/demo/search/spanje");
  });

  it("leaves the legacy type route, malformed places and a visitor's own filter segment per request", () => {
    expect(cachedSearchPath("/search/bbbbbbbbb_type/villas/spanje", query("bedrooms=2"))).toBeNull();
    expect(cachedSearchPath("/demo/search/a/b/c/d", query("bedrooms=2"))).toBeNull();
    expect(cachedSearchPath(`/demo/search/${FILTER_SEGMENT_MARK}YmVkcm9vbXM9Mg`, query("bedrooms=2"))).toBeNull();
    expect(cachedSearchPath("/demo/for-sale/1", query("bedrooms=2"))).toBeNull();
  });

  it("reads no filter segment from a path without one or with a broken one", () => {
    expect(filterSegmentOf(["spanje"])).toBeNull();
    expect(filterSegmentOf([])).toBeNull();
    expect(filterSegmentOf([`${FILTER_SEGMENT_MARK}not base64!`])).toBeNull();
  });

  it("keeps these pages apart in the page cache, which bounds them", () => {
    const page = `/demo/search/${LANDING_SEGMENT}/spanje/${cachedSearchPath("/search", query("bedrooms=3"))!.split("/search/")[1]}`;
    expect(isFilteredSearchPage(page)).toBe(true);
    expect(isFilteredSearchPage(`/_main/search/${LANDING_SEGMENT}/spanje/costa-blanca`)).toBe(false);
    expect(isFilteredSearchPage("/demo/for-sale/12")).toBe(false);
  });
});
