/**
 * A project's derived ranges from its units:
 * - prices over units with a price (not on request); `priceOnRequest` when every unit is on request;
 * - bedrooms, bathrooms and living area over the dwellings (building plots have none);
 * - `unitsAvailable` counts units with status available; `vat` when any unit carries VAT;
 * - `unitTypeIds`: the distinct unit types, ascending (searched by category);
 * - `plotMin`/`plotMax` over the units with a plot; `priceM2From`, the lowest price per m² of living
 *   area (whole euros) among the available dwellings with a price (null when none is left).
 * Withdrawn units (no longer listed by their feed) count only when every unit is withdrawn: the
 * sold-out project then keeps the ranges it last had instead of showing none.
 */
import { TYPE_ID } from "../../catalogue/property-types";

export interface DerivableUnit {
  typeId: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  plotArea?: number | null;
  price: number;
  priceOnRequest?: boolean;
  vat?: boolean;
  status?: "available" | "reserved" | "sold" | "withdrawn";
}

export interface ProjectRanges {
  priceFrom: number | null;
  priceTo: number | null;
  priceOnRequest: boolean;
  vat: boolean;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  bathroomsMin: number | null;
  bathroomsMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
  unitsAvailable: number;
  unitTypeIds: number[];
  plotMin: number | null;
  plotMax: number | null;
  priceM2From: number | null;
}

function range(values: number[]): [number | null, number | null] {
  if (values.length === 0) return [null, null];
  return [Math.min(...values), Math.max(...values)];
}

export function deriveProjectRanges(all: readonly DerivableUnit[]): ProjectRanges {
  const offered = all.filter((unit) => unit.status !== "withdrawn");
  const units = offered.length > 0 ? offered : all;
  const priced = units.filter((unit) => !unit.priceOnRequest);
  const dwellings = units.filter((unit) => unit.typeId !== TYPE_ID.land);
  const [priceFrom, priceTo] = range(priced.map((unit) => unit.price));
  const [bedroomsMin, bedroomsMax] = range(dwellings.map((unit) => unit.bedrooms));
  const [bathroomsMin, bathroomsMax] = range(dwellings.map((unit) => unit.bathrooms));
  const [areaMin, areaMax] = range(dwellings.map((unit) => unit.area));
  const [plotMin, plotMax] = range(units.flatMap((unit) => (unit.plotArea ? [unit.plotArea] : [])));
  const perSquareMetre = dwellings
    .filter((unit) => (unit.status ?? "available") === "available" && !unit.priceOnRequest && unit.price > 0 && unit.area > 0)
    .map((unit) => Math.round(unit.price / unit.area));
  return {
    priceFrom,
    priceTo,
    priceOnRequest: units.length > 0 && priced.length === 0,
    vat: units.some((unit) => unit.vat === true),
    bedroomsMin,
    bedroomsMax,
    bathroomsMin,
    bathroomsMax,
    areaMin,
    areaMax,
    unitsAvailable: units.filter((unit) => (unit.status ?? "available") === "available").length,
    unitTypeIds: [...new Set(units.map((unit) => unit.typeId))].sort((a, b) => a - b),
    plotMin,
    plotMax,
    priceM2From: range(perSquareMetre)[0],
  };
}
