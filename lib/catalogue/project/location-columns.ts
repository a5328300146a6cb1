/**
 * What a project's coordinates decide, stored beside them on every write of them (feed import, CRM):
 * the distance to the beach (`coast_distance_m`, migration 0010) and the nearest airport's estimated
 * drive (lib/catalogue/airports.ts). The seed states its own beach distance.
 */
import { sql } from "drizzle-orm";
import { airportColumns } from "../airports";

export function locationColumns(lat: number, lng: number) {
  return { beachDistanceM: sql<number>`coast_distance_m(${lat}::float8, ${lng}::float8)`, ...airportColumns(lat, lng) };
}
