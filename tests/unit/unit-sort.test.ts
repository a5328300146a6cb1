import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { optionalPart } from "@/components/app-shell/optional-part";
import { presentColumns, unitPricePerM2, unitTableTexts } from "@/components/project/unit-labels";
import { catalogueFormat } from "@/lib/catalogue/format";
import type { ProjectUnit } from "@/lib/catalogue/project/types";
import { nextSort, pricePerM2, sortUnits, type UnitSort } from "@/lib/catalogue/project/unit-sort";
import { formats, timeZone } from "@/lib/i18n/formats";
import { dutchFormatter } from "@/lib/i18n/standalone";
import messages from "@/messages/nl.json";

const format = catalogueFormat(dutchFormatter, createTranslator({ locale: "nl", messages, formats, timeZone, namespace: "catalogue" }));

const unit = (over: Partial<ProjectUnit>): ProjectUnit => ({
  id: 1, reference: "A1", type_id: 1, type: "apartment", bedrooms: 2, bathrooms: 1, area: 80, plot_area: null, terrace_area: 20,
  solarium_area: null, garden_area: null, floor: 1, orientation: "Zuid", price: 200000, price_on_request: false, vat: true, status: "available", ...over,
});

const ids = (units: ProjectUnit[]) => units.map((u) => u.id);
const by = (key: NonNullable<UnitSort>["key"], direction: "ascending" | "descending" = "ascending"): UnitSort => ({ key, direction });

describe("price per m²", () => {
  it("is the price over the living area, in whole euros, formatted like other prices", () => {
    expect(pricePerM2(unit({ price: 250000, area: 80 }))).toBe(3125);
    expect(pricePerM2(unit({ price: 199999, area: 3 }))).toBe(66666);
    expect(unitPricePerM2(format, unit({ price: 325000, area: 100 }))).toBe("€ 3.250");
  });

  it("is nothing on request, when sold (its price is not shown), without a price or without a living area", () => {
    for (const over of [{ price_on_request: true }, { status: "sold" as const }, { price: 0 }, { area: 0 }]) {
      expect(pricePerM2(unit(over))).toBeNull();
      expect(unitPricePerM2(format, unit(over))).toBe("");
    }
  });

  it("gets a column, as does orientation, only when some unit has one", () => {
    expect(presentColumns([unit({})])).toMatchObject({ orientation: true, pricePerM2: true });
    expect(presentColumns([unit({ orientation: null, price_on_request: true })])).toMatchObject({ orientation: false, pricePerM2: false });
  });
});

describe("sorting the units table", () => {
  const units = [
    unit({ id: 1, reference: "B10", price: 300000, area: 100, bedrooms: 3, floor: 2, orientation: "Zuid" }),
    unit({ id: 2, reference: "B2", price: 200000, area: 50, bedrooms: 1, floor: null, orientation: null }),
    unit({ id: 3, reference: "A1", price_on_request: true, bedrooms: 2, floor: 0, orientation: "Noord", status: "reserved" }),
    unit({ id: 4, reference: "C1", price: 250000, area: 125, bedrooms: 2, floor: 1, orientation: "Oost", status: "sold" }),
  ];

  it("sorts numbers both ways; units without a value stay last", () => {
    expect(ids(sortUnits(units, by("price")))).toEqual([2, 1, 3, 4]);
    expect(ids(sortUnits(units, by("price", "descending")))).toEqual([1, 2, 3, 4]);
    expect(ids(sortUnits(units, by("price_m2")))).toEqual([1, 2, 3, 4]);
    expect(ids(sortUnits(units, by("price_m2", "descending")))).toEqual([2, 1, 3, 4]);
    expect(ids(sortUnits(units, by("area", "descending")))).toEqual([4, 1, 3, 2]);
    expect(ids(sortUnits(units, by("floor")))).toEqual([3, 4, 1, 2]);
    expect(ids(sortUnits(units, by("floor", "descending")))).toEqual([1, 4, 3, 2]);
  });

  it("keeps the table's order among equal values (stable)", () => {
    expect(ids(sortUnits(units, by("bedrooms")))).toEqual([2, 3, 4, 1]);
    expect(ids(sortUnits(units, by("bedrooms", "descending")))).toEqual([1, 3, 4, 2]);
  });

  it("sorts texts the Dutch way, numbers inside them by value", () => {
    expect(ids(sortUnits(units, by("reference")))).toEqual([3, 2, 1, 4]);
    expect(ids(sortUnits(units, by("orientation")))).toEqual([3, 4, 1, 2]);
    expect(ids(sortUnits(units, by("status")))).toEqual([1, 2, 3, 4]);
  });

  it("leaves the order alone without a sort, and never changes its input", () => {
    const copy = [...units];
    expect(ids(sortUnits(units, null))).toEqual([1, 2, 3, 4]);
    sortUnits(units, by("price"));
    expect(units).toEqual(copy);
  });

  it("starts a new column ascending and flips the sorted one", () => {
    expect(nextSort(null, "price")).toEqual(by("price"));
    expect(nextSort(by("price"), "price")).toEqual(by("price", "descending"));
    expect(nextSort(by("price", "descending"), "price")).toEqual(by("price"));
    expect(nextSort(by("price", "descending"), "area")).toEqual(by("area"));
  });
});

describe("optional parts of the root layout", () => {
  it("unwrap a loaded module, and render nothing when their code fails to load (no error page)", async () => {
    const Part = () => null;
    expect(await optionalPart(Promise.resolve({ default: Part }))).toBe(Part);
    expect(await optionalPart(Promise.resolve(Part))).toBe(Part);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => void errors.push(error);
    try {
      const Fallback = await optionalPart(Promise.reject(new Error("network down")));
      expect((Fallback as () => unknown)()).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe("the units table's texts, written on the server", () => {
  const t = createTranslator({ locale: "nl", messages, formats, timeZone, namespace: "project.units" });
  const units = [
    unit({ id: 1, bedrooms: 3, price: 1250000, area: 125, floor: 0 }),
    unit({ id: 2, bedrooms: 0, bathrooms: 0, status: "sold", floor: null, terrace_area: null }),
    unit({ id: 3, price_on_request: true, type_id: 2 }),
  ];
  const texts = unitTableTexts(format, t, units);

  it("writes each cell as the table shows it: prices, price per m², rooms, floor and areas", () => {
    expect(texts.units[1]).toMatchObject({ price: "€ 1.250.000 + BTW", pricePerM2: "€ 10.000", bedrooms: "3", floor: "Begane grond" });
    expect(texts.units[1]!.areas).toMatchObject({ area: "125 m²", terrace_area: "20 m²", plot_area: "–" });
    expect(texts.units[2]).toMatchObject({ price: "Verkocht", pricePerM2: "–", bedrooms: "–", bathrooms: "–", floor: "–" });
    expect(texts.units[3]!.price).toBe(format.priceLabel({ onRequest: true }));
  });

  it("labels every type and bedroom count the filter offers", () => {
    expect(Object.keys(texts.types).map(Number).sort()).toEqual([1, 2]);
    expect(texts.types[2]).toBe(format.typeLabel(2));
    expect(texts.bedroomCounts).toEqual({ 0: "0", 2: "2", 3: "3" });
  });
});
