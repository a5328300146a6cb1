import "server-only";
/**
 * Project search for the search pages, the map and `POST /api/properties`. Place slugs are resolved
 * in memory (see geo.ts), so every query below reads the projects table alone; geo names are added
 * afterwards. Results are cached per canonical filter set and the site's partner id (tags `catalogue` and
 * `catalogue:listings`): a partner's own unapproved listing shows on its own site only (visibility.ts),
 * so one partner's cached page never reaches another site; the links are built after the cache.
 */
import { db } from "../../db/client";
import type { Site } from "../../site/site";
import { sitePath } from "../../site/site";
import { projectPath, type ProjectCard } from "../card";
import { toProjectCard } from "../cards";
import { cachedCatalogueRead, LISTINGS_TAG } from "../cache";
import type { SearchFilters } from "./filters";
import { loadGeoIndex } from "./geo";
import { resolveInIndex, type GeoIndex } from "./geo-match";
import { canonicalGeoIds, geoFilterIds, matchKey, pageKey, type GeoFilterIds, type MatchKey, type PageKey } from "./keys";
import { countQuery, markersQuery, pageQuery } from "./page-queries";
import type { MapMarker } from "./map-marker";

export interface SearchResult {
  cards: ProjectCard[];
  total: number;
  page: number;
  per_page: number;
  filters: SearchFilters;
}

type CardRow = Parameters<typeof toProjectCard>[0];

/** The site a search runs for: its links, and its partner (absent: the main brand's strict rule). */
type SearchSite = Pick<Site, "basePath"> & Partial<Pick<Site, "partnerId">>;

/** One page of rows and the total; a page that is not full already tells the total, so it skips the count. */
const readPage = cachedCatalogueRead(async (key: PageKey, geo: GeoFilterIds, sitePartnerId: number) => {
  const database = await db();
  const rows = await pageQuery(database, key, geo, sitePartnerId);
  const offset = (key.page - 1) * key.per_page;
  if (rows.length > 0 && rows.length < key.per_page) return { rows, total: offset + rows.length };
  if (rows.length === 0 && key.page === 1) return { rows, total: 0 };
  const [counted] = await countQuery(database, key, geo, sitePartnerId);
  return { rows, total: counted?.total ?? 0 };
}, ["search-page"], { tags: [LISTINGS_TAG] });

const readMarkers = cachedCatalogueRead(
  async (key: MatchKey & Pick<PageKey, "sort">, geo: GeoFilterIds, sitePartnerId: number) => markersQuery(await db(), key, geo, sitePartnerId),
  ["map-markers"],
  { tags: [LISTINGS_TAG] },
);

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
export async function searchProjects(filters: SearchFilters, site: SearchSite): Promise<SearchResult> {
  const result: SearchResult = { cards: [], total: 0, page: filters.page, per_page: filters.per_page, filters };
  const index = await loadGeoIndex();
  const geo = resolveInIndex(index, filters.esGeo);
  if (!geo) return result;
  const { rows, total } = await readPage(pageKey(filters), canonicalGeoIds(geoFilterIds(geo, index)), site.partnerId ?? 0);
  return { ...result, total, cards: rows.map((row) => toProjectCard(withGeoNames(row, index), site)) };
}

/** Every matching project (up to `MAP_MARKER_LIMIT` of page-queries.ts, most relevant first) as a map marker. */
export async function mapMarkers(filters: SearchFilters, site: SearchSite): Promise<MapMarker[]> {
  const index = await loadGeoIndex();
  const geo = resolveInIndex(index, filters.esGeo);
  if (!geo) return [];
  const rows = await readMarkers({ ...matchKey(filters), sort: filters.sort }, canonicalGeoIds(geoFilterIds(geo, index)), site.partnerId ?? 0);
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
