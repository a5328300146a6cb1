/** Sorting the units table by a column, and the price per m² it shows. Pure and client-safe. */
import type { ProjectUnit } from "./types";

export type UnitSortKey = "reference" | "type" | "bedrooms" | "bathrooms" | "area" | "terrace_area" | "solarium_area" | "garden_area" | "plot_area" | "floor" | "orientation" | "price" | "price_m2" | "status";
type SortDirection = "ascending" | "descending";
export type UnitSort = { key: UnitSortKey; direction: SortDirection } | null;

/**
 * Whole euros per m² of living area; null when the price is on request, unknown (zero), hidden
 * (a sold unit shows "Verkocht" instead of its price) or there is no living area.
 */
export function pricePerM2(unit: ProjectUnit): number | null {
  if (unit.price_on_request || unit.status === "sold" || !(unit.price > 0) || !(unit.area > 0)) return null;
  return Math.round(unit.price / unit.area);
}

const STATUS_ORDER: Record<ProjectUnit["status"], number> = { available: 0, reserved: 1, sold: 2 };

/** The value a column sorts by; null (nothing shown) always sorts last. */
function sortValue(unit: ProjectUnit, key: UnitSortKey): number | string | null {
  switch (key) {
    case "reference":
      return unit.reference;
    case "type":
      return unit.type_id;
    case "orientation":
      return unit.orientation || null;
    case "price":
      return unit.price_on_request || unit.status === "sold" || !(unit.price > 0) ? null : unit.price;
    case "price_m2":
      return pricePerM2(unit);
    case "status":
      return STATUS_ORDER[unit.status];
    case "floor":
      return unit.floor;
    case "bedrooms":
    case "bathrooms":
      return unit[key];
    default: {
      const area = unit[key];
      return area !== null && area > 0 ? area : null;
    }
  }
}

// Built on the first text sort, not when the page loads: the first Intl object costs a phone a long task.
let collator: Intl.Collator | undefined;

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  collator ??= new Intl.Collator("nl", { numeric: true, sensitivity: "base" });
  return collator.compare(String(a), String(b));
}

/**
 * The units in the column's order; units without a value come last in both directions, and equal
 * values keep the table's own order (the sort is stable). No sort: the units as given.
 */
export function sortUnits(units: readonly ProjectUnit[], sort: UnitSort): ProjectUnit[] {
  if (!sort) return [...units];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return units
    .map((unit, index) => ({ unit, index, value: sortValue(unit, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ unit }) => unit);
}

/** A click on a column header: a new column starts ascending, the sorted one flips. */
export function nextSort(current: UnitSort, key: UnitSortKey): UnitSort {
  if (current?.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
