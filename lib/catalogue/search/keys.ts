/**
 * What a search query depends on, in a canonical form: the geo ids to filter on (slugs resolved
 * beforehand) and the other filters, picked by their role in `filters.ts`, in a fixed key order, so
 * equal searches share one cache entry. Pure and client-safe.
 */
import { filterNamesWithRole, MATCH_FILTER_NAMES, type FilterName, type FilterNameWithRole, type MatchFilterName, type SearchFilters } from "./filters";
import type { GeoIndex, ResolvedGeo } from "./geo-match";

/** The geo columns a search filters on; all absent means the whole catalogue. */
export interface GeoFilterIds {
  countryId?: number;
  regionId?: number;
  /** The costas a selected province's towns lie in: lets a province search use the search index (it leads with the costa). */
  regionIds?: number[];
  provinceId?: number;
  townId?: number;
}

/**
 * The narrowest filter the selection asks for: a town, else the costa and/or province, else the
 * country. A town also names its costa, so the search index (costa, town, ...) is read by range.
 */
export function geoFilterIds(geo: ResolvedGeo, index: GeoIndex): GeoFilterIds {
  if (geo.town) return geo.region ? { regionId: geo.region.id, townId: geo.town.id } : { townId: geo.town.id };
  const ids: GeoFilterIds = {};
  if (geo.selection.region && geo.region) ids.regionId = geo.region.id;
  if (geo.selection.province && geo.province) {
    const provinceId = geo.province.id;
    ids.provinceId = provinceId;
    if (ids.regionId === undefined) {
      const costas = index.rows.filter((row) => row.kind === "town" && row.provinceId === provinceId).map((row) => row.regionId);
      ids.regionIds = [...new Set(costas.filter((id): id is number => id !== null))].sort((a, b) => a - b);
    }
  }
  if (ids.regionId === undefined && ids.provinceId === undefined && geo.country) ids.countryId = geo.country.id;
  return ids;
}

/** The filters a result set depends on: the definition's `match` filters (no place slugs, no paging or sort). */
export type MatchKey = Pick<SearchFilters, MatchFilterName>;

/** A page of results also depends on the order and the page. */
export type PageKey = MatchKey & Pick<SearchFilters, FilterNameWithRole<"order" | "paging">>;

const PAGE_KEY_NAMES = filterNamesWithRole<keyof PageKey>("match", "order", "paging");

/** Objects with their keys in sorted order, so equal values give equal cache keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, canonical(record[key])]));
}

function pick<K extends FilterName>(filters: SearchFilters, names: readonly K[]): Pick<SearchFilters, K> {
  return Object.fromEntries(names.map((name) => [name, canonical(filters[name])])) as Pick<SearchFilters, K>;
}

export function matchKey(filters: SearchFilters): MatchKey {
  return pick(filters, MATCH_FILTER_NAMES);
}

export function pageKey(filters: SearchFilters): PageKey {
  return pick(filters, PAGE_KEY_NAMES);
}

/** Plain ids in a fixed key order (part of a cache key). */
export function canonicalGeoIds(ids: GeoFilterIds): GeoFilterIds {
  const out: GeoFilterIds = {};
  if (ids.countryId !== undefined) out.countryId = ids.countryId;
  if (ids.regionId !== undefined) out.regionId = ids.regionId;
  if (ids.regionIds !== undefined) out.regionIds = ids.regionIds;
  if (ids.provinceId !== undefined) out.provinceId = ids.provinceId;
  if (ids.townId !== undefined) out.townId = ids.townId;
  return out;
}
