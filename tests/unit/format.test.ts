import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatAreaRange,
  formatCountRange,
  formatNumber,
  formatPrice,
  formatPriceRange,
  priceLabel,
} from "@/lib/catalogue/format";

describe("formatPrice", () => {
  it.each([
    [1234, "€ 1.234"],
    [999, "€ 999"],
    [1000, "€ 1.000"],
    [250000, "€ 250.000"],
    [1234567, "€ 1.234.567"],
    [10000000, "€ 10.000.000"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it("uses a normal space after the euro sign and no decimals", () => {
    expect(formatPrice(1234.56)).toBe("€ 1.235");
    expect(formatPrice(1234).charCodeAt(1)).toBe(32);
  });

  it.each([0, null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY, "", "abc"])("shows nothing for %s", (value) => {
    expect(formatPrice(value)).toBe("");
  });

  it("accepts numeric strings (database numerics)", () => {
    expect(formatPrice("425000")).toBe("€ 425.000");
    expect(formatPrice("425000.00")).toBe("€ 425.000");
  });
});

describe("formatPriceRange", () => {
  it("shows from - to when the upper price exceeds the lower", () => {
    expect(formatPriceRange(200000, 350000)).toBe("€ 200.000 - € 350.000");
  });

  it("shows a single price when to is equal, lower, zero or missing", () => {
    expect(formatPriceRange(200000, 200000)).toBe("€ 200.000");
    expect(formatPriceRange(200000, 150000)).toBe("€ 200.000");
    expect(formatPriceRange(200000, 0)).toBe("€ 200.000");
    expect(formatPriceRange(200000)).toBe("€ 200.000");
  });

  it("falls back to the upper price when only that one is known", () => {
    expect(formatPriceRange(0, 350000)).toBe("€ 350.000");
    expect(formatPriceRange(null, 350000)).toBe("€ 350.000");
  });

  it("shows nothing when both are zero or missing", () => {
    expect(formatPriceRange(0, 0)).toBe("");
    expect(formatPriceRange(null, undefined)).toBe("");
  });
});

describe("priceLabel", () => {
  it("shows a price, with + BTW when VAT applies", () => {
    expect(priceLabel({ from: 250000 })).toBe("€ 250.000");
    expect(priceLabel({ from: 250000, vat: true })).toBe("€ 250.000 + BTW");
    expect(priceLabel({ from: 200000, to: 350000, vat: true })).toBe("€ 200.000 - € 350.000 + BTW");
  });

  it("shows Op aanvraag for a price on request, whatever the amount", () => {
    expect(priceLabel({ onRequest: true })).toBe("Op aanvraag");
    expect(priceLabel({ from: 250000, vat: true, onRequest: true })).toBe("Op aanvraag");
  });

  it("shows nothing without a price (and no + BTW on its own)", () => {
    expect(priceLabel({ from: 0, vat: true })).toBe("");
    expect(priceLabel({})).toBe("");
  });

  it("accepts other labels", () => {
    expect(priceLabel({ onRequest: true }, { onRequest: "On request", vat: "+ VAT" })).toBe("On request");
    expect(priceLabel({ from: 1000, vat: true }, { onRequest: "On request", vat: "+ VAT" })).toBe("€ 1.000 + VAT");
  });
});

describe("areas and counts", () => {
  it("formats an area in square metres", () => {
    expect(formatArea(85)).toBe("85 m²");
    expect(formatArea(85.4)).toBe("85 m²");
    expect(formatArea(1250)).toBe("1.250 m²");
    expect(formatArea(0)).toBe("");
    expect(formatArea(null)).toBe("");
  });

  it("formats area ranges", () => {
    expect(formatAreaRange(85, 120)).toBe("85 - 120 m²");
    expect(formatAreaRange(85, 85)).toBe("85 m²");
    expect(formatAreaRange(null, 120)).toBe("120 m²");
    expect(formatAreaRange(0, 0)).toBe("");
  });

  it("formats bedroom and bathroom ranges", () => {
    expect(formatCountRange(2, 3)).toBe("2 - 3");
    expect(formatCountRange(2, 2)).toBe("2");
    expect(formatCountRange(3, 2)).toBe("3");
    expect(formatCountRange(2)).toBe("2");
    expect(formatCountRange(null, null)).toBe("");
  });

  it("groups thousands with dots", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(12)).toBe("12");
  });
});
