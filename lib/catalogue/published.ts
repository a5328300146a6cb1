import "server-only";
/**
 * Published projects with the names of their town, costa, province and country joined in: the one
 * query shape behind cards and project pages. Callers select their columns (using the aliases below)
 * from `projects` as a dynamic query, pass it through here, and add ordering and paging.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { geo, projects } from "../db/schema";

export const town = alias(geo, "town");
export const region = alias(geo, "region");
export const province = alias(geo, "province");
export const country = alias(geo, "country");

/** Published projects only, with their places joined in (a dynamic query: the caller adds the rest). */
export function publishedWithPlaces<Query extends PgSelect>(query: Query, where?: SQL) {
  return query
    .innerJoin(town, eq(town.id, projects.townId))
    .innerJoin(region, eq(region.id, projects.regionId))
    .innerJoin(province, eq(province.id, projects.provinceId))
    .innerJoin(country, eq(country.id, projects.countryId))
    .where(and(eq(projects.published, true), where));
}
