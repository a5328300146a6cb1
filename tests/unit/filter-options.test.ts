import { describe, expect, it } from "vitest";
import { AIRPORT_STEPS, AREA_STEPS, BEACH_STEPS, filterOptionLabels, PLOT_STEPS, PRICE_STEPS, reachableOptions, ROOM_MINIMUMS, roomMinimums } from "@/lib/catalogue/search/filter-options";
import { EMPTY_FILTERS } from "@/lib/catalogue/search/filters";

const show = { price: (amount: number) => `€ ${amount}`, area: (amount: number) => `${amount} m²`, beach: (metres: number) => `${metres / 1000} km`, airport: (minutes: number) => `${minutes} min` };

describe("the filter selects' option texts", () => {
  it("label every step of each select", () => {
    const labels = filterOptionLabels(show, EMPTY_FILTERS);
    expect(Object.keys(labels.price).map(Number)).toEqual([...PRICE_STEPS]);
    expect(Object.keys(labels.area).map(Number).sort((a, b) => a - b)).toEqual([...new Set([...AREA_STEPS, ...PLOT_STEPS])].sort((a, b) => a - b));
    expect(Object.keys(labels.beach).map(Number)).toEqual([...BEACH_STEPS]);
    expect(Object.keys(labels.airport).map(Number)).toEqual([...AIRPORT_STEPS]);
    expect(labels.price[250_000]).toBe("€ 250000");
    expect(labels.beach[2_000]).toBe("2 km");
  });

  it("also label a shared URL's own amounts between two steps, so its select shows them", () => {
    const labels = filterOptionLabels(show, { ...EMPTY_FILTERS, pricefrom: 123_456, priceto: 654_321, area_min: 77, plot_max: 1_234, beach_max: 1_500, airport_max: 50 });
    expect(labels.price[123_456]).toBe("€ 123456");
    expect(labels.price[654_321]).toBe("€ 654321");
    expect(labels.area[77]).toBe("77 m²");
    expect(labels.area[1_234]).toBe("1234 m²");
    expect(labels.beach[1_500]).toBe("1.5 km");
    expect(labels.airport[50]).toBe("50 min");
  });
});

describe("the filter selects follow the catalogue", () => {
  it("offer rooms up to the most any project has, keeping a shared URL's choice beyond it", () => {
    expect(roomMinimums(8, null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(roomMinimums(8, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(roomMinimums(null, null)).toEqual([...ROOM_MINIMUMS]);
    expect(roomMinimums(25, null)).toEqual([...ROOM_MINIMUMS]);
  });

  it("offer only beach distances and airport drives some project lies within", () => {
    expect(reachableOptions(BEACH_STEPS, 800, null)).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(reachableOptions(BEACH_STEPS, 500, null)).toEqual([500, 1_000, 2_000, 5_000, 10_000]);
    expect(reachableOptions(BEACH_STEPS, 800, 500)).toEqual([500, 1_000, 2_000, 5_000, 10_000]);
    expect(reachableOptions(BEACH_STEPS, null, null)).toEqual([...BEACH_STEPS]);
    expect(reachableOptions(AIRPORT_STEPS, 35, null)).toEqual([45, 60, 90]);
    expect(reachableOptions(AIRPORT_STEPS, 5, 20)).toEqual([20, 30, 45, 60, 90]);
  });
});
