/** The units of one project: shapes per type, prices, status, reference and orientation. */
import { TYPE_ID } from "../../catalogue/property-types";
import type { units } from "../schema";
import type { Random } from "./random";
import {
  apartmentShape, bungalowShape, loftShape, penthouseShape, plotShape, townhouseShape, villaShape, type UnitShape,
} from "./unit-shapes";

export type UnitRow = typeof units.$inferInsert;
export type ProjectStatus = "off_plan" | "under_construction" | "key_ready";

export interface UnitContext {
  projectId: number;
  typeId: number;
  townCode: string;
  priceFactor: number;
  seaView: boolean;
  status: ProjectStatus;
  vat: boolean;
  /** High-end project: higher price per m² (villas up to about € 8M in the dearest towns). */
  luxury: boolean;
  /** Every unit's price is on request. */
  onRequest: boolean;
  /** Storeys of an apartment building, ground floor included. */
  floors: number;
}

const ORIENTATIONS = [
  ["Zuid", 30], ["Zuidwest", 18], ["Zuidoost", 18], ["West", 10], ["Oost", 10], ["Noordwest", 5], ["Noordoost", 5], ["Noord", 4],
] as const;

const SOLD_SHARE: Record<ProjectStatus, { sold: number; reserved: number }> = {
  off_plan: { sold: 0.15, reserved: 0.08 },
  under_construction: { sold: 0.35, reserved: 0.1 },
  key_ready: { sold: 0.55, reserved: 0.08 },
};

function shapes(random: Random, context: UnitContext): UnitShape[] {
  const { typeId, floors } = context;
  const floorOf = (index: number, count: number) => Math.min(floors - 1, Math.floor((index * floors) / count));
  switch (typeId) {
    case TYPE_ID.villa:
      return Array.from({ length: random.int(3, 10) }, () => villaShape(random));
    case TYPE_ID.townhouse:
      return Array.from({ length: random.int(4, 12) }, () => townhouseShape(random));
    case TYPE_ID.bungalow:
      return Array.from({ length: 2 * random.int(2, 6) }, (_, index) => bungalowShape(random, (index % 2) as 0 | 1));
    case TYPE_ID.land:
      return Array.from({ length: random.int(1, 3) }, () => plotShape(random));
    case TYPE_ID.penthouse:
      return Array.from({ length: random.int(3, 6) }, () => penthouseShape(random, floors - 1));
    case TYPE_ID.other: {
      const count = random.int(3, 8);
      return Array.from({ length: count }, (_, index) => loftShape(random, floorOf(index, count)));
    }
    default: {
      // Apartment building: the top floor often holds penthouses.
      const count = random.int(4, 12);
      const penthouses = floors > 2 && random.chance(0.7);
      return Array.from({ length: count }, (_, index) => {
        const floor = floorOf(index, count);
        return penthouses && floor === floors - 1 ? penthouseShape(random, floor) : apartmentShape(random, floor);
      });
    }
  }
}

/** Whole thousands below € 1M, whole five-thousands above. */
function roundPrice(price: number): number {
  const step = price < 1_000_000 ? 1_000 : 5_000;
  return Math.round(price / step) * step;
}

interface PriceLevels {
  perSquareMetre: number;
  plotPerSquareMetre: number;
}

function priceLevels(random: Random, context: UnitContext): PriceLevels {
  const luxury = context.luxury ? 1.25 : 1;
  const factor = context.priceFactor * luxury;
  switch (context.typeId) {
    case TYPE_ID.villa: return { perSquareMetre: random.float(2400, 4500) * factor, plotPerSquareMetre: 90 * factor };
    case TYPE_ID.land: return { perSquareMetre: 0, plotPerSquareMetre: random.float(150, 400) * factor };
    case TYPE_ID.townhouse:
    case TYPE_ID.bungalow: return { perSquareMetre: random.float(2200, 3200) * factor, plotPerSquareMetre: 40 * factor };
    default: return { perSquareMetre: random.float(2600, 3800) * factor, plotPerSquareMetre: 0 };
  }
}

function unitPrice(random: Random, shape: UnitShape, levels: PriceLevels, context: UnitContext): number {
  const outdoor = (shape.terraceArea ?? 0) + (shape.solariumArea ?? 0);
  let price = shape.area * levels.perSquareMetre + (shape.plotArea ?? 0) * levels.plotPerSquareMetre;
  if (shape.typeId === TYPE_ID.penthouse) price = price * 1.15 + outdoor * levels.perSquareMetre * 0.3;
  if (shape.floor !== null) price *= 1 + shape.floor * 0.015;
  if (context.seaView) price *= 1.08;
  price *= random.float(0.96, 1.04);
  return Math.min(8_000_000, Math.max(70_000, roundPrice(price)));
}

function unitStatus(random: Random, status: ProjectStatus): UnitRow["status"] {
  const share = SOLD_SHARE[status];
  const roll = random.next();
  if (roll < share.sold) return "sold";
  if (roll < share.sold + share.reserved) return "reserved";
  return "available";
}

const REFERENCE_LETTER: Record<number, string> = { [TYPE_ID.villa]: "V", [TYPE_ID.townhouse]: "T", [TYPE_ID.bungalow]: "G", [TYPE_ID.land]: "P" };

export function generateUnits(random: Random, context: UnitContext): UnitRow[] {
  const levels = priceLevels(random, context);
  const list = shapes(random, context);
  const blocks = context.typeId === TYPE_ID.apartment && list.length > 8 ? 2 : 1;
  const projectCode = String(context.projectId).padStart(4, "0");
  return list.map((shape, index) => {
    const price = unitPrice(random, shape, levels, context);
    // The dearest villas are often offered only on request.
    const onRequest = context.onRequest || (price > 3_500_000 && random.chance(0.3));
    const letter = REFERENCE_LETTER[context.typeId] ?? String.fromCharCode(65 + (index % blocks));
    return {
      projectId: context.projectId,
      reference: `${context.townCode}-${projectCode}-${letter}${index + 1}`,
      ...shape,
      orientation: shape.typeId === TYPE_ID.land ? null : random.weighted(ORIENTATIONS),
      price: onRequest ? 0 : price,
      priceOnRequest: onRequest,
      vat: context.vat,
      status: unitStatus(random, context.status),
    };
  });
}
