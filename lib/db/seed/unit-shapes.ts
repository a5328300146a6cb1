/**
 * Sizes per property type (bedrooms, bathrooms, living area, outdoor areas), as found in
 * Spanish new-build price lists. Prices are computed elsewhere (unit-prices.ts).
 */
import { TYPE_ID } from "../../catalogue/property-types";
import type { Random } from "./random";

export interface UnitShape {
  typeId: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  plotArea: number | null;
  terraceArea: number | null;
  solariumArea: number | null;
  gardenArea: number | null;
  floor: number | null;
}

const NONE = { plotArea: null, terraceArea: null, solariumArea: null, gardenArea: null, floor: null };

/** Apartment on `floor` (0 = ground floor with a garden). */
export function apartmentShape(random: Random, floor: number): UnitShape {
  const bedrooms = random.weighted([[1, 25], [2, 50], [3, 25]] as const);
  const area = bedrooms === 1 ? random.int(60, 75) : bedrooms === 2 ? random.int(72, 100) : random.int(95, 130);
  const bathrooms = bedrooms === 1 ? 1 : bedrooms === 2 ? (random.chance(0.8) ? 2 : 1) : 2;
  return {
    ...NONE, typeId: TYPE_ID.apartment, bedrooms, bathrooms, area, floor,
    terraceArea: random.int(10, 40),
    gardenArea: floor === 0 ? random.int(25, 90) : null,
  };
}

export function penthouseShape(random: Random, floor: number): UnitShape {
  const bedrooms = random.chance(0.55) ? 2 : 3;
  return {
    ...NONE, typeId: TYPE_ID.penthouse, bedrooms, bathrooms: bedrooms === 3 && random.chance(0.4) ? 3 : 2,
    area: bedrooms === 2 ? random.int(85, 115) : random.int(105, 150), floor,
    terraceArea: random.int(25, 70),
    solariumArea: random.int(30, 100),
  };
}

export function villaShape(random: Random): UnitShape {
  const bedrooms = random.weighted([[3, 35], [4, 40], [5, 25]] as const);
  const area = bedrooms === 3 ? random.int(150, 240) : bedrooms === 4 ? random.int(200, 330) : random.int(280, 450);
  const plotArea = Math.min(1500, Math.max(400, Math.round(area * random.float(2.2, 3.6))));
  return {
    ...NONE, typeId: TYPE_ID.villa, bedrooms, bathrooms: bedrooms + (random.chance(0.4) ? 1 : 0), area, plotArea,
    terraceArea: random.int(30, 120),
    solariumArea: random.chance(0.55) ? random.int(40, 110) : null,
    gardenArea: Math.round(plotArea - area * random.float(0.45, 0.6)),
  };
}

export function townhouseShape(random: Random): UnitShape {
  const bedrooms = random.weighted([[2, 30], [3, 50], [4, 20]] as const);
  const area = bedrooms === 2 ? random.int(85, 110) : bedrooms === 3 ? random.int(105, 150) : random.int(140, 185);
  const bathrooms = bedrooms === 2 ? 2 : bedrooms === 3 ? (random.chance(0.5) ? 3 : 2) : 3;
  return {
    ...NONE, typeId: TYPE_ID.townhouse, bedrooms, bathrooms, area,
    plotArea: random.int(80, 250),
    terraceArea: random.int(15, 40),
    solariumArea: random.chance(0.6) ? random.int(20, 50) : null,
    gardenArea: random.int(20, 100),
  };
}

/** Costa Blanca style bungalow: ground floor with a garden or upper floor with a solarium. */
export function bungalowShape(random: Random, floor: 0 | 1): UnitShape {
  const bedrooms = random.chance(0.6) ? 2 : 3;
  return {
    ...NONE, typeId: TYPE_ID.bungalow, bedrooms, bathrooms: bedrooms === 3 || random.chance(0.7) ? 2 : 1,
    area: bedrooms === 2 ? random.int(65, 85) : random.int(80, 100), floor,
    terraceArea: random.int(10, 30),
    gardenArea: floor === 0 ? random.int(20, 60) : null,
    solariumArea: floor === 1 ? random.int(25, 60) : null,
  };
}

/** A building plot: no living area, no rooms. */
export function plotShape(random: Random): UnitShape {
  return { ...NONE, typeId: TYPE_ID.land, bedrooms: 0, bathrooms: 0, area: 0, plotArea: random.int(10, 60) * 50 };
}

/** Loft or studio (type "other"). */
export function loftShape(random: Random, floor: number): UnitShape {
  const bedrooms = random.chance(0.5) ? 0 : 1;
  return {
    ...NONE, typeId: TYPE_ID.other, bedrooms, bathrooms: 1, area: bedrooms === 0 ? random.int(35, 48) : random.int(45, 60), floor,
    terraceArea: random.int(5, 15),
  };
}
