/**
 * The "Bezichtigingen" page groups viewings per day and per trip: one buyer's viewings within a few
 * days of each other are one trip to Spain. Pure, so the rule is tested on its own.
 */
import { madridParts } from "./time";

/** Viewings of one buyer at most this many days apart belong to one trip. */
const TRIP_GAP_DAYS = 3;

export interface TripViewing {
  id: number;
  startsAt: Date;
  /** The buyer: the lead's e-mail address (one buyer may send several requests). */
  buyerKey: string;
}

/** Trips, each with its viewings in time order; trips ordered by their first viewing. */
export function groupTrips<T extends TripViewing>(rows: readonly T[]): T[][] {
  const byBuyer = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const list = byBuyer.get(row.buyerKey) ?? [];
    list.push(row);
    byBuyer.set(row.buyerKey, list);
  }
  const trips: T[][] = [];
  for (const list of byBuyer.values()) {
    let current: T[] = [];
    for (const row of list) {
      const last = current.at(-1);
      if (last && row.startsAt.getTime() - last.startsAt.getTime() > TRIP_GAP_DAYS * 86_400_000) {
        trips.push(current);
        current = [];
      }
      current.push(row);
    }
    if (current.length) trips.push(current);
  }
  return trips.sort((a, b) => a[0]!.startsAt.getTime() - b[0]!.startsAt.getTime());
}

/** Viewings per Spanish calendar day, in time order. */
export function groupDays<T extends { startsAt: Date }>(rows: readonly T[]): { day: string; rows: T[] }[] {
  const days = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const day = madridParts(row.startsAt).date;
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days].map(([day, list]) => ({ day, rows: list }));
}
