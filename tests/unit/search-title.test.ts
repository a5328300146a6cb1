import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { filterSummary, placeNamesOf, placePhrase, searchDescription, searchHeading, searchTitle, typeWords, type TitleWords } from "@/lib/catalogue/search/search-title";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";

/** The translator and formatter the pages get from next-intl, here on the message files themselves. */
function titleWords(locale: "nl" | "en"): TitleWords {
  const messages = locale === "nl" ? nl : en;
  return { t: createTranslator({ locale, messages, namespace: "searchTitle" }), format: createFormatter({ locale }) };
}

const words = titleWords("nl");

describe("search titles", () => {
  const marbella = { country: "Spanje", region: "Costa del Sol", town: "Marbella" };

  it("names the types and the place", () => {
    expect(searchHeading(normalizeFilters({ cat: [2] }), marbella, words)).toBe("Nieuwbouw villa's in Marbella, Costa del Sol");
    expect(searchHeading(normalizeFilters({ cat: [12, 1] }), { region: "Costa Blanca" }, words)).toBe("Nieuwbouw appartementen en penthouses aan de Costa Blanca");
    expect(searchHeading(normalizeFilters({}), { country: "Spanje", region: "Costa del Sol" }, words)).toBe("Nieuwbouwprojecten aan de Costa del Sol");
    expect(searchHeading(normalizeFilters({}), { country: "Spanje", province: "Alicante" }, words)).toBe("Nieuwbouwprojecten in de provincie Alicante");
    expect(searchHeading(normalizeFilters({}), {}, words)).toBe("Nieuwbouwprojecten in Spanje");
    expect(placePhrase({ country: "Spanje", province: "Alicante" }, words)).toBe("de provincie Alicante");
    expect(placePhrase({ province: "Alicante", town: "Altea" }, words)).toBe("Altea, Alicante");
    expect(placePhrase({ town: "Altea" }, words)).toBe("Altea");
  });

  it("calls land plain building land, not a new build", () => {
    expect(searchHeading(normalizeFilters({ cat: [7] }), marbella, words)).toBe("Bouwgrond in Marbella, Costa del Sol");
    expect(searchHeading(normalizeFilters({ cat: [7] }), { region: "Costa Tropical" }, words)).toBe("Bouwgrond aan de Costa Tropical");
    expect(searchHeading(normalizeFilters({ cat: [2, 7] }), {}, words)).toBe("Nieuwbouw villa's en bouwgrond in Spanje");
  });

  it("puts the count and the page in the title", () => {
    expect(searchTitle(normalizeFilters({ cat: [2] }), marbella, 12, words)).toBe("Nieuwbouw villa's in Marbella, Costa del Sol (12 projecten)");
    expect(searchTitle(normalizeFilters({ page: 2 }), {}, 1, words)).toBe("Nieuwbouwprojecten in Spanje (1 project, pagina 2)");
    expect(searchTitle(normalizeFilters({}), {}, 1234, words)).toBe("Nieuwbouwprojecten in Spanje (1.234 projecten)");
    expect(searchTitle(normalizeFilters({}), {}, 0, words)).toBe("Nieuwbouwprojecten in Spanje (0 projecten)");
  });

  it("summarises the other filters", () => {
    expect(filterSummary(normalizeFilters({ bedrooms: 3, bathrooms: 1, pricefrom: 200_000 }), words)).toBe("vanaf 3 slaapkamers, vanaf 1 badkamer, vanaf € 200.000");
    expect(filterSummary(normalizeFilters({ pricefrom: 200_000, priceto: 500_000 }), words)).toBe("€ 200.000 - € 500.000");
    expect(filterSummary(normalizeFilters({ pricefrom: 300_000, priceto: 300_000 }), words)).toBe("€ 300.000");
    expect(filterSummary(normalizeFilters({ priceto: 500_000 }), words)).toBe("tot € 500.000");
    expect(filterSummary(normalizeFilters({ priceto: 10_000_000 }), words)).toBe("");
    expect(searchDescription(normalizeFilters({ cat: [2], bedrooms: 3 }), marbella, 12, words)).toMatch(/^12 nieuwbouwprojecten met villa's in Marbella, Costa del Sol \(vanaf 3 slaapkamers\)\. Vergelijk/);
    expect(searchDescription(normalizeFilters({}), {}, 1, words)).toMatch(/^1 nieuwbouwproject in Spanje\. Vergelijk/);
  });

  it("lists types the Dutch way", () => {
    expect(typeWords([1, 12, 2], words)).toBe("appartementen, penthouses en villa's");
    expect(typeWords([], words)).toBe("");
  });

  it("speaks the locale of its messages", () => {
    const english = titleWords("en");
    expect(searchTitle(normalizeFilters({ cat: [1, 12, 2], page: 3 }), { region: "Costa Blanca" }, 1234, english)).toBe(
      "New-build apartments, villas, and penthouses on the Costa Blanca (1,234 projects, page 3)",
    );
    expect(filterSummary(normalizeFilters({ bedrooms: 1, pricefrom: 200_000 }), english)).toBe("from 1 bedroom, from €200,000");
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
