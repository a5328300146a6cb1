import "server-only";
/**
 * The statements of a search on the projects table alone: a page (ids first, from the covering
 * index, then the full rows of just those ids), its count, and the map markers.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import type { GeoFilterIds, MatchKey, PageKey } from "./keys";
import { searchConditions, searchOrder } from "./query";
import { photoCount, projectSummaryColumns } from "../cards";

const MAP_MARKER_LIMIT = 3_000;

const pageColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  typeId: projects.typeId,
  status: projects.status,
  countryId: projects.countryId,
  regionId: projects.regionId,
  provinceId: projects.provinceId,
  townId: projects.townId,
  lat: projects.lat,
  lng: projects.lng,
  ...projectSummaryColumns,
  image: sql<string | null>`${projects.images}->>0`,
  photos: photoCount,
  unitsAvailable: projects.unitsAvailable,
  deliveryDate: projects.deliveryDate,
};

/** The ids of one page first (an index-only scan), then the full rows of just those ids. */
export function pageQuery(database: Database, key: PageKey, geo: GeoFilterIds, sitePartnerId = 0) {
  const ids = database
    .select({ id: projects.id })
    .from(projects)
    .where(and(...searchConditions(key, geo, sitePartnerId)))
    .orderBy(...searchOrder(key))
    .limit(key.per_page)
    .offset((key.page - 1) * key.per_page)
    .as("page_ids");
  return database.select(pageColumns).from(projects).innerJoin(ids, eq(ids.id, projects.id)).orderBy(...searchOrder(key));
}

export function countQuery(database: Database, key: MatchKey, geo: GeoFilterIds, sitePartnerId = 0) {
  return database.select({ total: sql<number>`${count()}::int` }).from(projects).where(and(...searchConditions(key, geo, sitePartnerId)));
}

const markerColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  lat: projects.lat,
  lng: projects.lng,
  priceFrom: projects.priceFrom,
  priceOnRequest: projects.priceOnRequest,
  image: sql<string | null>`${projects.images}->>0`,
  townId: projects.townId,
};

export function markersQuery(database: Database, key: MatchKey & Pick<PageKey, "sort">, geo: GeoFilterIds, sitePartnerId = 0) {
  const ids = database
    .select({ id: projects.id })
    .from(projects)
    .where(and(...searchConditions(key, geo, sitePartnerId)))
    .orderBy(...searchOrder(key))
    .limit(MAP_MARKER_LIMIT)
    .as("marker_ids");
  return database.select(markerColumns).from(projects).innerJoin(ids, eq(ids.id, projects.id)).orderBy(...searchOrder(key));
}
