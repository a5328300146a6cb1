import "server-only";
/**
 * Project search for the search pages, the map and `POST /api/properties`. Place slugs are resolved
 * in memory (see geo.ts), so every query below reads the projects table alone; geo names are added
 * afterwards. Results are cached per canonical filter set (tag `catalogue`) without the site: the
 * site only changes the links, which are built after the cache.
 */
import { and, count, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { projects } from "../../db/schema";
import type { Site } from "../../site/site";
import { sitePath } from "../../site/site";
import { projectPath, type ProjectCard } from "../card";
import { toProjectCard } from "../cards";
import { cachedCatalogueRead } from "../cache";
import type { SearchFilters } from "./filters";
import { loadGeoIndex, resolveGeoSelection } from "./geo";
import type { GeoIndex } from "./geo-match";
import { canonicalGeoIds, geoFilterIds, matchKey, pageKey, type GeoFilterIds, type MatchKey, type PageKey } from "./keys";
import { searchConditions, searchOrder } from "./query";

export { geoFacets, type Facet, type GeoFacets } from "./facets";
export { resolveGeoSelection, searchGeoByName, type GeoPlace, type GeoSuggestion, type ResolvedGeo } from "./geo";

export const MAP_MARKER_LIMIT = 3_000;

export interface SearchResult {
  cards: ProjectCard[];
  total: number;
  page: number;
  per_page: number;
  filters: SearchFilters;
}

export interface MapMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  price_from: number | null;
  price_on_request: boolean;
  url: string;
  image: string | null;
  town: string;
}

type CardRow = Parameters<typeof toProjectCard>[0];

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
  priceFrom: projects.priceFrom,
  priceTo: projects.priceTo,
  priceOnRequest: projects.priceOnRequest,
  vat: projects.vat,
  bedroomsMin: projects.bedroomsMin,
  bedroomsMax: projects.bedroomsMax,
  bathroomsMin: projects.bathroomsMin,
  bathroomsMax: projects.bathroomsMax,
  areaMin: projects.areaMin,
  areaMax: projects.areaMax,
  image: sql<string | null>`${projects.images}->>0`,
  unitsAvailable: projects.unitsAvailable,
  deliveryDate: projects.deliveryDate,
};

/** One page of rows and the total, as two queries on the projects table (run side by side). */
const readPage = cachedCatalogueRead(async (key: PageKey, geo: GeoFilterIds) => {
  const database = await db();
  const where = and(...searchConditions(key, geo));
  const [rows, [counted]] = await Promise.all([
    database
      .select(pageColumns)
      .from(projects)
      .where(where)
      .orderBy(...searchOrder(key))
      .limit(key.per_page)
      .offset((key.page - 1) * key.per_page),
    database.select({ total: sql<number>`${count()}::int` }).from(projects).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}, ["search-page"]);

const readMarkers = cachedCatalogueRead(async (key: MatchKey & Pick<PageKey, "sort">, geo: GeoFilterIds) => {
  const database = await db();
  return database
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      lat: projects.lat,
      lng: projects.lng,
      priceFrom: projects.priceFrom,
      priceOnRequest: projects.priceOnRequest,
      image: sql<string | null>`${projects.images}->>0`,
      townId: projects.townId,
    })
    .from(projects)
    .where(and(...searchConditions(key, geo)))
    .orderBy(...searchOrder(key))
    .limit(MAP_MARKER_LIMIT);
}, ["map-markers"]);

function nameOf(index: GeoIndex, id: number): string {
  return index.byId.get(id)?.name ?? "";
}

function withGeoNames(row: Awaited<ReturnType<typeof readPage>>["rows"][number], index: GeoIndex): CardRow {
  const { image, countryId, regionId, provinceId, townId, ...rest } = row;
  return {
    ...rest,
    images: image ? [image] : [],
    town: nameOf(index, townId),
    region: nameOf(index, regionId),
    province: nameOf(index, provinceId),
    country: nameOf(index, countryId),
  };
}

/**
 * One page of matching published projects as cards with links on `site`. An unknown or
 * inconsistent place gives no results (`resolveGeoSelection` tells that case apart).
 */
export async function searchProjects(filters: SearchFilters, site: Pick<Site, "basePath">): Promise<SearchResult> {
  const result: SearchResult = { cards: [], total: 0, page: filters.page, per_page: filters.per_page, filters };
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) return result;
  const [{ rows, total }, index] = await Promise.all([readPage(pageKey(filters), canonicalGeoIds(geoFilterIds(geo))), loadGeoIndex()]);
  return { ...result, total, cards: rows.map((row) => toProjectCard(withGeoNames(row, index), site)) };
}

/** Every matching project (up to MAP_MARKER_LIMIT, most relevant first) as a map marker. */
export async function mapMarkers(filters: SearchFilters, site: Pick<Site, "basePath">): Promise<MapMarker[]> {
  const geo = await resolveGeoSelection(filters.esGeo);
  if (!geo) return [];
  const [rows, index] = await Promise.all([
    readMarkers({ ...matchKey(filters), sort: filters.sort }, canonicalGeoIds(geoFilterIds(geo))),
    loadGeoIndex(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    lat: row.lat,
    lng: row.lng,
    price_from: row.priceFrom,
    price_on_request: row.priceOnRequest,
    url: sitePath(site, projectPath(row)),
    image: row.image,
    town: nameOf(index, row.townId),
  }));
}
