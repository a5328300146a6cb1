import { describe, expect, it } from "vitest";
import { onThisSite, placeOfUrl, partnerOf, suggestText, textSearchHref, wantsSuggestions } from "@/components/search-box/suggestions";
import { normalizeFilters, SEARCH_FILTERS } from "@/lib/catalogue/search/filters";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";
import { foldText, rankSuggestions, SUGGESTION_TOTAL, type ScoredSuggestion, type SuggestionKind } from "@/lib/catalogue/suggest/rank";
import { searchEntryHref } from "@/lib/home/search-entry";

const match = (kind: SuggestionKind, label: string, similarity: number, count?: number): ScoredSuggestion<string> => ({ kind, label, similarity, count, item: label });

describe("rankSuggestions", () => {
  it("puts a place before a project of the same likeness, and a developer after", () => {
    const ranked = rankSuggestions([match("developer", "Marbella Homes", 0.8), match("project", "Colina de Marbella", 0.8), match("place", "Marbella", 0.8, 40)]);
    expect(ranked.map((entry) => entry.kind)).toEqual(["place", "project", "developer"]);
  });

  it("lets a much better project beat a weak place", () => {
    const ranked = rankSuggestions([match("place", "Mazarrón", 0.6, 12), match("project", "Blue Bay Homes", 1)]);
    expect(ranked.map((entry) => entry.label)).toEqual(["Blue Bay Homes", "Mazarrón"]);
  });

  it("orders equal places by their project count, then by name", () => {
    const ranked = rankSuggestions([match("place", "Málaga", 1, 21), match("place", "Provincie Málaga", 1, 396), match("place", "Alicante", 1, 21)]);
    expect(ranked.map((entry) => entry.label)).toEqual(["Provincie Málaga", "Alicante", "Málaga"]);
  });

  it("keeps at most 5 places, 5 projects and 3 developers, 10 in all", () => {
    const many = (kind: SuggestionKind) => Array.from({ length: 8 }, (_, index) => match(kind, `${kind} ${index}`, 0.9 - index / 100));
    const ranked = rankSuggestions([...many("place"), ...many("project"), ...many("developer")]);
    expect(ranked).toHaveLength(SUGGESTION_TOTAL);
    expect(ranked.filter((entry) => entry.kind === "place")).toHaveLength(5);
    expect(ranked.filter((entry) => entry.kind === "developer").length).toBeLessThanOrEqual(3);
  });
});

describe("text helpers", () => {
  it("folds text as the database's search_fold does", () => {
    expect(foldText("  Vélez-Málaga   Áticos ")).toBe("velez-malaga aticos");
    expect(suggestText(" Blue \n Bay ")).toBe("Blue Bay");
    expect(wantsSuggestions(" a ")).toBe(false);
    expect(wantsSuggestions("ma")).toBe(true);
  });

  it("names the partner of a base path", () => {
    expect(partnerOf("")).toBeUndefined();
    expect(partnerOf("/demo")).toBe("demo");
    expect(partnerOf("/old")).toBe("old");
  });

  it("keeps only suggestions that lead somewhere on this site", () => {
    const marbella = { kind: "place", label: "Marbella", url: "/search/spanje/costa-del-sol/marbella", count: 4, context: "Costa del Sol" } as const;
    expect(onThisSite([marbella, { kind: "project", label: "X", url: "https://evil.example/", context: null }])).toEqual([marbella]);
  });

  it("reads the place of a place suggestion's URL on a site", () => {
    expect(placeOfUrl("/demo/search/spanje/costa-del-sol/marbella", "/demo")).toEqual({ country: "spanje", region: "costa-del-sol", town: "marbella" });
    expect(placeOfUrl("/search/spanje/provincie-malaga", "")).toEqual({ country: "spanje", province: "malaga" });
    expect(placeOfUrl("/demo/for-sale/5-x", "/demo")).toBeNull();
  });
});

describe("the q filter", () => {
  it("round-trips through the URL, tidied", () => {
    const filters = normalizeFilters({ q: "Blue Bay", cat: [1] });
    const path = searchPath(filters);
    expect(path).toBe("/search?q=Blue+Bay&cat=1");
    const [, query] = path.split("?");
    expect(parseSearchLocation([], new URLSearchParams(query))?.filters.q).toBe("Blue Bay");
    expect(parseSearchLocation([], new URLSearchParams("q=%20%20Blue%20%20%20Bay%20"))?.filters.q).toBe("Blue Bay");
  });

  it("drops text that is blank or too long from a URL", () => {
    expect(parseSearchLocation([], new URLSearchParams("q=%20%20"))?.filters.q).toBeNull();
    expect(parseSearchLocation([], new URLSearchParams(`q=${"a".repeat(101)}`))?.filters.q).toBeNull();
    expect(SEARCH_FILTERS.q.value.fromJson(42)).toBeUndefined();
  });

  it("searches the text from the search box and the home page", () => {
    expect(textSearchHref("  blue   bay ", "/demo")).toBe("/demo/search?q=blue+bay");
    expect(searchEntryHref({ place: null, text: "solvia", typeId: 2, budget: null })).toBe("/search?q=solvia&cat=2");
    expect(searchEntryHref({ place: { country: "spanje", region: "costa-del-sol" }, typeId: null, budget: null })).toBe("/search/spanje/costa-del-sol");
  });
});
