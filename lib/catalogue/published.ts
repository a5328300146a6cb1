import "server-only";
/**
 * Published projects with the names of their town, costa, province and country joined in: the one
 * query shape behind cards and project pages. Callers select their columns (using the aliases below)
 * from `projects` as a dynamic query, pass it through here, and add ordering and paging.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { geo, projects } from "../db/schema";
import { listedCondition } from "./visibility";

export const town = alias(geo, "town");
export const region = alias(geo, "region");
export const province = alias(geo, "province");
export const country = alias(geo, "country");

/** Listed projects only (lib/catalogue/visibility.ts; `sitePartnerId` 0: the strict rule), with their places joined in (a dynamic query: the caller adds the rest). */
export function publishedWithPlaces<Query extends PgSelect>(query: Query, where?: SQL, sitePartnerId = 0) {
  return query
    .innerJoin(town, eq(town.id, projects.townId))
    .innerJoin(region, eq(region.id, projects.regionId))
    .innerJoin(province, eq(province.id, projects.provinceId))
    .innerJoin(country, eq(country.id, projects.countryId))
    .where(and(listedCondition(sitePartnerId), where));
}
