import "server-only";
/**
 * Counts for the geo cascade (country > costa / province > town). Each count applies every filter
 * except the place itself, so it equals the total a click on that place would give (with the
 * same category, rooms, price and map area) on the same site: a partner's own listing awaiting
 * approval counts on that partner's site only, as search lists it (visibility.ts).
 */
import { and, count, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { projects } from "../../db/schema";
import { cachedCatalogueRead, LISTINGS_TAG } from "../cache";
import { tallyGeoFacets, type GeoCount, type GeoFacets, type TownArea } from "./facet-tally";
import type { SearchFilters } from "./filters";
import { loadGeoIndex } from "./geo";
import { resolveInIndex } from "./geo-match";
import { matchKey, type MatchKey } from "./keys";
import { mapPlaces, type MapPlace } from "./map-places";
import { searchConditions } from "./query";

/** One grouped count per town (a town lies in one costa, province and country): a few dozen rows. */
const readGeoCounts = cachedCatalogueRead(async (key: MatchKey, sitePartnerId: number): Promise<GeoCount[]> => {
  const database = await db();
  return database
    .select({
      countryId: projects.countryId,
      regionId: projects.regionId,
      provinceId: projects.provinceId,
      townId: projects.townId,
      count: sql<number>`${count()}::int`,
    })
    .from(projects)
    .where(and(...searchConditions(key, null, sitePartnerId)))
    .groupBy(projects.countryId, projects.regionId, projects.provinceId, projects.townId);
}, ["geo-counts"], { tags: [LISTINGS_TAG] });

export async function geoFacets(filters: SearchFilters, sitePartnerId: number): Promise<GeoFacets> {
  const [index, counts] = await Promise.all([loadGeoIndex(), readGeoCounts(matchKey(filters), sitePartnerId)]);
  const geo = resolveInIndex(index, filters.esGeo);
  let area: TownArea | null = null;
  if (geo?.selection.region || geo?.selection.province) {
    area = {};
    if (geo.selection.region && geo.region) area.regionId = geo.region.id;
    if (geo.selection.province && geo.province) area.provinceId = geo.province.id;
  }
  return tallyGeoFacets(index, counts, area);
}

/** The map's place labels, counted as a click on each would find: a new place drops the map area. */
export async function geoMapPlaces(filters: SearchFilters, sitePartnerId: number): Promise<MapPlace[]> {
  const [index, counts] = await Promise.all([loadGeoIndex(), readGeoCounts(matchKey({ ...filters, bounds: null, near: null }), sitePartnerId)]);
  return mapPlaces(index, counts);
}
