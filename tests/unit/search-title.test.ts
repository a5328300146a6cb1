import { describe, expect, it } from "vitest";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { filterSummary, joinDutch, placeNamesOf, placePhrase, searchDescription, searchHeading, searchTitle } from "@/lib/catalogue/search/search-title";

describe("search titles", () => {
  const marbella = { country: "Spanje", region: "Costa del Sol", town: "Marbella" };

  it("names the types and the place", () => {
    expect(searchHeading(normalizeFilters({ cat: [2] }), marbella)).toBe("Nieuwbouw villa's in Marbella, Costa del Sol");
    expect(searchHeading(normalizeFilters({ cat: [12, 1] }), { region: "Costa Blanca" })).toBe("Nieuwbouw appartementen en penthouses in Costa Blanca");
    expect(searchHeading(normalizeFilters({}), {})).toBe("Nieuwbouwprojecten in Spanje");
    expect(placePhrase({ country: "Spanje", province: "Alicante" })).toBe("provincie Alicante");
    expect(placePhrase({ province: "Alicante", town: "Altea" })).toBe("Altea, Alicante");
  });

  it("puts the count and the page in the title", () => {
    expect(searchTitle(normalizeFilters({ cat: [2] }), marbella, 12)).toBe("Nieuwbouw villa's in Marbella, Costa del Sol (12 projecten)");
    expect(searchTitle(normalizeFilters({ page: 2 }), {}, 1)).toBe("Nieuwbouwprojecten in Spanje (1 project, pagina 2)");
    expect(searchTitle(normalizeFilters({}), {}, 1234)).toBe("Nieuwbouwprojecten in Spanje (1.234 projecten)");
  });

  it("summarises the other filters", () => {
    expect(filterSummary(normalizeFilters({ bedrooms: 3, bathrooms: 1, pricefrom: 200_000 }))).toBe("vanaf 3 slaapkamers, vanaf 1 badkamer, vanaf € 200.000");
    expect(filterSummary(normalizeFilters({ pricefrom: 200_000, priceto: 500_000 }))).toBe("€ 200.000 - € 500.000");
    expect(filterSummary(normalizeFilters({ priceto: 500_000 }))).toBe("tot € 500.000");
    expect(searchDescription(normalizeFilters({ cat: [2], bedrooms: 3 }), marbella, 12)).toMatch(/^12 nieuwbouwprojecten met villa's in Marbella, Costa del Sol \(vanaf 3 slaapkamers\)\./);
  });

  it("joins words the Dutch way", () => {
    expect(joinDutch(["a", "b", "c"])).toBe("a, b en c");
    expect(joinDutch([])).toBe("");
  });
});

describe("placeNamesOf", () => {
  const place = (id: number, name: string) => ({ id, slug: name.toLowerCase(), name, lat: 0, lng: 0 });
  it("uses the costa or the province the URL chose", () => {
    const town = place(4, "Altea");
    const base = { country: place(1, "Spanje"), region: place(2, "Costa Blanca"), province: place(3, "Alicante"), town, place: town };
    expect(placeNamesOf({ ...base, selection: { country: "spanje", province: "alicante", town: "altea" } })).toEqual({ country: "Spanje", region: null, province: "Alicante", town: "Altea" });
    expect(placeNamesOf({ ...base, selection: { country: "spanje", region: "costa-blanca", town: "altea" } })).toEqual({ country: "Spanje", region: "Costa Blanca", province: null, town: "Altea" });
    expect(placeNamesOf(null)).toEqual({});
  });
});
