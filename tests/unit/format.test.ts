import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { catalogueFormat, priceParts } from "@/lib/catalogue/format";
import { formats, timeZone } from "@/lib/i18n/formats";
import { dutchFormatter } from "@/lib/i18n/standalone";
import messages from "@/messages/nl.json";

// The real next-intl formatter and translator, with the locale, formats, time zone and messages of the app.
const format = catalogueFormat(dutchFormatter, createTranslator({ locale: "nl", messages, formats, timeZone, namespace: "catalogue" }));

const NBSP = "\u00a0";

describe("prices (spec section 9)", () => {
  it.each([
    [1234, "€ 1.234"],
    [999, "€ 999"],
    [1000, "€ 1.000"],
    [250000, "€ 250.000"],
    [1234567, "€ 1.234.567"],
    [10000000, "€ 10.000.000"],
  ])("formats %d as %s", (value, expected) => {
    expect(format.price(value)).toBe(expected);
  });

  it("uses a normal space after the euro sign (Intl's no-break space replaced) and no decimals", () => {
    // What Intl itself gives for nl: the sign, U+00A0, the amount. The spec asks for U+0020.
    expect(dutchFormatter.number(1234, "euro")).toBe(`€${NBSP}1.234`);
    expect(format.price(1234)).toBe("€ 1.234");
    expect([...format.price(1234)].map((char) => char.codePointAt(0))).toEqual([0x20ac, 0x20, 0x31, 0x2e, 0x32, 0x33, 0x34]);
    expect(format.price(1234.56)).toBe("€ 1.235");
  });

  it.each([0, null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY, "", "abc"])("shows nothing for %s", (value) => {
    expect(format.price(value)).toBe("");
  });

  it("accepts numeric strings (database numerics)", () => {
    expect(format.price("425000")).toBe("€ 425.000");
    expect(format.price("425000.00")).toBe("€ 425.000");
  });

  it("shows from - to when the upper price exceeds the lower", () => {
    expect(format.priceRange(200000, 350000)).toBe("€ 200.000 - € 350.000");
  });

  it("shows a single price when to is equal, lower, zero or missing", () => {
    expect(format.priceRange(200000, 200000)).toBe("€ 200.000");
    expect(format.priceRange(200000, 150000)).toBe("€ 200.000");
    expect(format.priceRange(200000, 0)).toBe("€ 200.000");
    expect(format.priceRange(200000)).toBe("€ 200.000");
  });

  it("falls back to the upper price when only that one is known, and shows nothing without either", () => {
    expect(format.priceRange(0, 350000)).toBe("€ 350.000");
    expect(format.priceRange(null, 350000)).toBe("€ 350.000");
    expect(format.priceRange(0, 0)).toBe("");
    expect(format.priceRange(null, undefined)).toBe("");
  });
});

describe("price labels", () => {
  it("shows a price, with + BTW when VAT applies", () => {
    expect(format.priceLabel({ from: 250000 })).toBe("€ 250.000");
    expect(format.priceLabel({ from: 250000, vat: true })).toBe("€ 250.000 + BTW");
    expect(format.priceLabel({ from: 200000, to: 350000, vat: true })).toBe("€ 200.000 - € 350.000 + BTW");
  });

  it("shows Op aanvraag for a price on request, whatever the amount", () => {
    expect(format.priceLabel({ onRequest: true })).toBe("Op aanvraag");
    expect(format.priceLabel({ from: 250000, vat: true, onRequest: true })).toBe("Op aanvraag");
  });

  it("break a range only after its dash: never inside an amount, never before + BTW", () => {
    expect(priceParts("€ 1.265.000 - € 1.410.000 + BTW")).toEqual(["€ 1.265.000 -", "€ 1.410.000 + BTW"]);
    expect(priceParts("€ 250.000 + BTW")).toEqual(["€ 250.000 + BTW"]);
    expect(priceParts("Op aanvraag")).toEqual(["Op aanvraag"]);
    expect(priceParts("€ 1.265.000 - € 1.410.000 + BTW", { vatApart: true })).toEqual(["€ 1.265.000 -", "€ 1.410.000", "+ BTW"]);
    expect(priceParts("€ 250.000", { vatApart: true })).toEqual(["€ 250.000"]);
  });

  it("shows nothing without a price (and no + BTW on its own)", () => {
    expect(format.priceLabel({ from: 0, vat: true })).toBe("");
    expect(format.priceLabel({})).toBe("");
  });

  it("takes its words from the messages of the locale", () => {
    const english = catalogueFormat(dutchFormatter, createTranslator({ locale: "en", messages: { catalogue: { ...messages.catalogue, priceOnRequest: "On request", priceWithVat: "{price} + VAT" } }, namespace: "catalogue" }));
    expect(english.priceLabel({ onRequest: true })).toBe("On request");
    expect(english.priceLabel({ from: 1000, vat: true })).toBe("€ 1.000 + VAT");
  });
});

describe("areas, counts and numbers", () => {
  it("formats an area in square metres", () => {
    expect(format.area(85)).toBe("85 m²");
    expect(format.area(85.4)).toBe("85 m²");
    expect(format.area(1250)).toBe("1.250 m²");
    expect(format.area(0)).toBe("");
    expect(format.area(null)).toBe("");
  });

  it("formats area ranges", () => {
    expect(format.areaRange(85, 120)).toBe("85 - 120 m²");
    expect(format.areaRange(85, 85)).toBe("85 m²");
    expect(format.areaRange(null, 120)).toBe("120 m²");
    expect(format.areaRange(0, 0)).toBe("");
  });

  it("formats bedroom and bathroom ranges", () => {
    expect(format.countRange(2, 3)).toBe("2 - 3");
    expect(format.countRange(2, 2)).toBe("2");
    expect(format.countRange(3, 2)).toBe("3");
    expect(format.countRange(2)).toBe("2");
    expect(format.countRange(null, null)).toBe("");
  });

  it("groups thousands with dots; a count shows zero", () => {
    expect(format.number(1234567)).toBe("1.234.567");
    expect(format.number(12)).toBe("12");
    expect(format.number(0)).toBe("");
    expect(format.count(0)).toBe("0");
    expect(format.count(1250)).toBe("1.250");
  });
});

describe("dates, lists, sizes, places and labels", () => {
  it("shows delivery as month and year in Dutch, whatever the day", () => {
    expect(format.delivery("2026-06-30")).toBe("juni 2026");
    expect(format.delivery("2027-01-01")).toBe("januari 2027");
    expect(format.delivery("2027-09-01")).toBe("september 2027");
    expect(format.delivery("2025-12")).toBe("december 2025");
  });

  it.each([null, undefined, "", "2026-13-01", "2026-00-10", "soon"])("shows no delivery for %s", (value) => {
    expect(format.delivery(value)).toBe("");
  });

  it("joins lists the Dutch way", () => {
    expect(format.list(["prijslijst", "plattegronden", "brochure"])).toBe("prijslijst, plattegronden en brochure");
    expect(format.list(["prijslijst", "brochure"])).toBe("prijslijst en brochure");
    expect(format.list(["prijslijst"])).toBe("prijslijst");
    expect(format.list([])).toBe("");
  });

  it("formats file sizes with a decimal comma", () => {
    expect(format.fileSize(1677)).toBe("1,7 kB");
    expect(format.fileSize(2000)).toBe("2 kB");
    expect(format.fileSize(150_000)).toBe("150 kB");
    expect(format.fileSize(512)).toBe("512 byte");
    expect(format.fileSize(2_450_000)).toBe("2,5 MB");
    expect(format.fileSize(0)).toBe("");
  });

  it("formats coordinates with four decimals and Dutch compass letters", () => {
    expect(format.coordinates(36.51012, -4.88245)).toBe("36,5101° N, 4,8825° W");
    expect(format.coordinates(-1, 2)).toBe("1,0000° Z, 2,0000° O");
  });

  it("names places, types and statuses from the messages", () => {
    expect(format.place("Marbella", "Costa del Sol")).toBe("Marbella, Costa del Sol");
    expect(format.typeLabel(1)).toBe("Appartement");
    expect(format.typeLabel(3)).toBe("Geschakelde woning");
    expect(format.typeLabel(17)).toBe("Overig");
    expect(format.typeLabel(5)).toBe("Woning");
    expect(format.statusLabel("under_construction")).toBe("In aanbouw");
  });
});

describe("map marker prices", () => {
  it("are short: thousands and millions in the locale's compact notation, a normal space after the sign", () => {
    expect(format.shortPrice(349_000)).toBe("€ 349K");
    expect(format.shortPrice(1_250_000)).toBe("€ 1,25 mln.");
    expect(format.shortPrice(2_000_000)).toBe("€ 2 mln.");
    expect(format.shortPrice(null)).toBe("");
    expect(format.shortPrice(0)).toBe("");
  });
});
