/** Cell texts shared by the units table and its phone cards. Pure and client-safe. */
import type { useTranslations } from "next-intl";
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
function unitPrice(format: CatalogueFormat, unit: ProjectUnit): string {
  return format.priceLabel({ from: unit.price, onRequest: unit.price_on_request, vat: unit.vat });
}

/** `€ 3.250` per m² of living area; "" when there is none (price on request, sold, no area). */
export function unitPricePerM2(format: CatalogueFormat, unit: ProjectUnit): string {
  return format.price(pricePerM2(unit));
}

type AreaKey = "area" | "terrace_area" | "solarium_area" | "garden_area" | "plot_area";

/** Area columns, in order, with the message key of their header; a column shows only when some unit has a value. */
const AREA_COLUMNS: ReadonlyArray<{ key: AreaKey; label: "area" | "terrace" | "solarium" | "garden" | "plot" }> = [
  { key: "area", label: "area" },
  { key: "terrace_area", label: "terrace" },
  { key: "solarium_area", label: "solarium" },
  { key: "garden_area", label: "garden" },
  { key: "plot_area", label: "plot" },
];

/** The area, or "" when the unit has none (the table shows its placeholder). */
function areaText(format: CatalogueFormat, unit: ProjectUnit, key: AreaKey): string {
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

type UnitMessages = ReturnType<typeof useTranslations<"project.units">>;

/** What the table and the phone cards write for one unit; "–" (the `missing` message) where there is nothing. */
type UnitTexts = {
  type: string;
  bedrooms: string;
  bathrooms: string;
  floor: string;
  price: string;
  pricePerM2: string;
  areas: Record<AreaKey, string>;
};

/** The texts of every unit by id, and of every type and bedroom count the filter offers. */
export type UnitTableTexts = { units: Record<number, UnitTexts>; types: Record<number, string>; bedroomCounts: Record<number, string> };

/**
 * Every number the units table shows, written on the server: the browser then hydrates the table
 * without building an Intl formatter (the first one costs a phone a long task). Sorting and
 * filtering still work on the units' own values.
 */
export function unitTableTexts(format: CatalogueFormat, t: UnitMessages, units: readonly ProjectUnit[]): UnitTableTexts {
  const missing = t("missing");
  // Plots and shells have no rooms: a dash reads better than a zero.
  const rooms = (count: number) => (count > 0 ? format.count(count) : missing);
  const textsOf = (unit: ProjectUnit): UnitTexts => ({
    type: format.typeLabel(unit.type_id),
    bedrooms: rooms(unit.bedrooms),
    bathrooms: rooms(unit.bathrooms),
    floor: unit.floor === null ? missing : unit.floor === 0 ? t("groundFloor") : format.count(unit.floor),
    price: unit.status === "sold" ? t("statusSold") : unitPrice(format, unit) || missing,
    pricePerM2: unitPricePerM2(format, unit) || missing,
    areas: Object.fromEntries(AREA_COLUMNS.map(({ key }) => [key, areaText(format, unit, key) || missing])) as Record<AreaKey, string>,
  });
  return {
    units: Object.fromEntries(units.map((unit) => [unit.id, textsOf(unit)])),
    types: Object.fromEntries(units.map((unit) => [unit.type_id, format.typeLabel(unit.type_id)])),
    bedroomCounts: Object.fromEntries(units.map((unit) => [unit.bedrooms, format.count(unit.bedrooms)])),
  };
}
