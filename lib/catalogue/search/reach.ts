import "server-only";
/**
 * How far the published catalogue reaches: the most bedrooms and bathrooms any project offers and
 * the shortest distance to the beach and drive to an airport. The filter selects offer no choice beyond it (a "10+" that
 * never matches is a dead end). One small aggregate, cached with the catalogue.
 */
import { max, min } from "drizzle-orm";
import { db } from "../../db/client";
import { projects } from "../../db/schema";
import { cachedCatalogueRead, LISTINGS_TAG } from "../cache";
import type { CatalogueReach } from "./filter-options";
import { listedCondition } from "../visibility";

export const catalogueReach = cachedCatalogueRead(async (): Promise<CatalogueReach> => {
  const database = await db();
  const [row] = await database
    .select({ bedrooms: max(projects.bedroomsMax), bathrooms: max(projects.bathroomsMax), beachM: min(projects.beachDistanceM), airportMinutes: min(projects.airportMinutes) })
    .from(projects)
    .where(listedCondition());
  return { bedrooms: row?.bedrooms ?? null, bathrooms: row?.bathrooms ?? null, beachM: row?.beachM ?? null, airportMinutes: row?.airportMinutes ?? null };
}, ["catalogue-reach"], { tags: [LISTINGS_TAG] });
