/** Cell texts shared by the units table and its phone cards. Pure and client-safe. */
import type { CatalogueFormat } from "@/lib/catalogue/format";
import type { ProjectUnit, UnitStatus } from "@/lib/catalogue/project/types";
import { pricePerM2 } from "@/lib/catalogue/project/unit-sort";

export const STATUS_KEYS = { available: "statusAvailable", reserved: "statusReserved", sold: "statusSold" } as const satisfies Record<UnitStatus, string>;

export const STATUS_BADGE: Record<UnitStatus, string> = {
  available: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  reserved: "bg-amber-50 text-amber-800 ring-amber-600/20",
  sold: "bg-slate-100 text-slate-600 ring-slate-500/20",
};

/** Spec prices: `€ 250.000 + BTW`, `Op aanvraag`; a zero price shows nothing. */
export function unitPrice(format: CatalogueFormat, unit: ProjectUnit): string {
  return format.priceLabel({ from: unit.price, onRequest: unit.price_on_request, vat: unit.vat });
}

/** `€ 3.250` per m² of living area; "" when there is none (price on request, sold, no area). */
export function unitPricePerM2(format: CatalogueFormat, unit: ProjectUnit): string {
  return format.price(pricePerM2(unit));
}

export type AreaKey = "area" | "terrace_area" | "solarium_area" | "garden_area" | "plot_area";

/** Area columns, in order, with the message key of their header; a column shows only when some unit has a value. */
export const AREA_COLUMNS: ReadonlyArray<{ key: AreaKey; label: "area" | "terrace" | "solarium" | "garden" | "plot" }> = [
  { key: "area", label: "area" },
  { key: "terrace_area", label: "terrace" },
  { key: "solarium_area", label: "solarium" },
  { key: "garden_area", label: "garden" },
  { key: "plot_area", label: "plot" },
];

/** The area, or "" when the unit has none (the table shows its placeholder). */
export function areaText(format: CatalogueFormat, unit: ProjectUnit, key: AreaKey): string {
  return format.area(unit[key]);
}

export function presentColumns(units: readonly ProjectUnit[]) {
  return {
    areas: AREA_COLUMNS.filter(({ key }) => units.some((unit) => (unit[key] ?? 0) > 0)),
    floor: units.some((unit) => unit.floor !== null),
    orientation: units.some((unit) => Boolean(unit.orientation)),
    pricePerM2: units.some((unit) => pricePerM2(unit) !== null),
  };
}
