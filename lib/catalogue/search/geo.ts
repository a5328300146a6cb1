import "server-only";
/**
 * Places for search: the geo table is read once into the catalogue cache and every look-up
 * (slugs to ids, names for cards and breadcrumbs, search by name) runs on it in memory.
 */
import { asc } from "drizzle-orm";
import { db } from "../../db/client";
import { geo } from "../../db/schema";
import { cachedCatalogueRead } from "../cache";
import { EMPTY_FILTERS } from "./filters";
import type { GeoSelection } from "./filter-values";
import { buildGeoIndex, matchGeoByName, resolveInIndex, selectionFor, type GeoIndex, type GeoKind, type GeoRow, type ResolvedGeo } from "./geo-match";
import { searchPath } from "./url";

const readGeoRows = cachedCatalogueRead(async (): Promise<GeoRow[]> => {
  const database = await db();
  return database
    .select({
      id: geo.id,
      kind: geo.kind,
      slug: geo.slug,
      name: geo.name,
      countryId: geo.countryId,
      regionId: geo.regionId,
      provinceId: geo.provinceId,
      lat: geo.lat,
      lng: geo.lng,
    })
    .from(geo)
    .orderBy(asc(geo.id));
}, ["geo-rows"]);

export async function loadGeoIndex(): Promise<GeoIndex> {
  return buildGeoIndex(await readGeoRows());
}

/**
 * Slugs to places with ids and Dutch names (breadcrumbs, titles, filters). Null when a slug is
 * unknown or the places do not belong together: search pages answer 404, the API too.
 */
export async function resolveGeoSelection(esGeo: GeoSelection): Promise<ResolvedGeo | null> {
  return resolveInIndex(await loadGeoIndex(), esGeo);
}

export interface GeoSuggestion {
  kind: Exclude<GeoKind, "country">;
  slug: string;
  name: string;
  /** The costa of a town, the country of a costa or province. */
  context: string | null;
  esGeo: GeoSelection;
  /** The search path of this place, without the site's base path (`sitePath` adds it). */
  path: string;
  lat: number;
  lng: number;
}

const GEO_SUGGESTION_LIMIT = 8;

/** Costas, provinces and towns by name, case- and accent-insensitive ("malaga" finds Málaga). */
export async function searchGeoByName(query: string, limit = GEO_SUGGESTION_LIMIT): Promise<GeoSuggestion[]> {
  const index = await loadGeoIndex();
  return matchGeoByName(index, query, limit).map(({ row, context }) => {
    const esGeo = selectionFor(index, row);
    return {
      kind: row.kind as GeoSuggestion["kind"],
      slug: row.slug,
      name: row.name,
      context,
      esGeo,
      path: searchPath({ ...EMPTY_FILTERS, esGeo }),
      lat: row.lat,
      lng: row.lng,
    };
  });
}

/**
 * The search path of a costa, province or town by its slug (a guide such as `nieuwbouw-marbella`
 * links to Marbella's search, so a visitor's remembered filters cannot replace its place); null
 * when no place has that slug.
 */
export async function placeSearchPath(slug: string): Promise<string | null> {
  const index = await loadGeoIndex();
  const row = index.rows.find((candidate) => candidate.kind !== "country" && candidate.slug === slug);
  return row ? searchPath({ ...EMPTY_FILTERS, esGeo: selectionFor(index, row) }) : null;
}
