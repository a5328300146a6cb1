import "server-only";
/** The towns of the geo list a listing may lie in, by costa, for the CRM's place select. */
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "../db/client";
import { geo } from "../db/schema";

interface TownOption {
  id: number;
  name: string;
  costa: string;
  lat: number;
  lng: number;
}

const costa = alias(geo, "costa");

export async function townOptions(): Promise<TownOption[]> {
  const database = await db();
  return database
    .select({ id: geo.id, name: geo.name, costa: costa.name, lat: geo.lat, lng: geo.lng })
    .from(geo)
    .innerJoin(costa, eq(costa.id, geo.regionId))
    .where(eq(geo.kind, "town"))
    .orderBy(asc(costa.name), asc(geo.name));
}
