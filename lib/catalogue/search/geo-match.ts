/**
 * Geo look-ups over the whole geo table held in memory (it is small: a country, its costas and
 * provinces, their towns). Pure and client-safe: the service loads the rows, these functions answer.
 */
import type { GeoSelection } from "./filter-values";

export type GeoKind = "country" | "region" | "province" | "town";

export interface GeoRow {
  id: number;
  kind: GeoKind;
  slug: string;
  name: string;
  countryId: number | null;
  regionId: number | null;
  provinceId: number | null;
  lat: number;
  lng: number;
}

interface GeoPlace {
  id: number;
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

/** A selection resolved to places. Parents a town implies (its costa, province, country) are filled in. */
export interface ResolvedGeo {
  country: GeoPlace | null;
  region: GeoPlace | null;
  province: GeoPlace | null;
  town: GeoPlace | null;
  /** The canonical selection for the search path: a town given alone gains its costa and country. */
  selection: GeoSelection;
  /** The deepest place selected (titles, map centre); null when nothing is selected. */
  place: GeoPlace | null;
}

export interface GeoIndex {
  rows: readonly GeoRow[];
  byId: ReadonlyMap<number, GeoRow>;
}

export function buildGeoIndex(rows: readonly GeoRow[]): GeoIndex {
  return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
}

function toPlace(row: GeoRow | undefined | null): GeoPlace | null {
  return row ? { id: row.id, slug: row.slug, name: row.name, lat: row.lat, lng: row.lng } : null;
}

/** The first row of a kind and slug that passes `fits`; undefined when there is none. */
function find(index: GeoIndex, kind: GeoKind, slug: string, fits: (row: GeoRow) => boolean = () => true): GeoRow | undefined {
  return index.rows.find((row) => row.kind === kind && row.slug === slug && fits(row));
}

/**
 * Resolves slugs to places; null when a slug is unknown or the places do not belong together
 * (a town outside the given costa or province, a costa and a province without a common town).
 */
export function resolveInIndex(index: GeoIndex, esGeo: GeoSelection): ResolvedGeo | null {
  const inCountry = (country: GeoRow | undefined) => (row: GeoRow) => !country || row.countryId === country.id;
  const country = esGeo.country ? find(index, "country", esGeo.country) : undefined;
  if (esGeo.country && !country) return null;
  const region = esGeo.region ? find(index, "region", esGeo.region, inCountry(country)) : undefined;
  if (esGeo.region && !region) return null;
  const province = esGeo.province ? find(index, "province", esGeo.province, inCountry(country)) : undefined;
  if (esGeo.province && !province) return null;
  const inArea = (row: GeoRow) => (!region || row.regionId === region.id) && (!province || row.provinceId === province.id);
  const town = esGeo.town ? find(index, "town", esGeo.town, (row) => inCountry(country)(row) && inArea(row)) : undefined;
  if (esGeo.town && !town) return null;
  if (region && province && !town && !index.rows.some((row) => row.kind === "town" && inArea(row))) return null;

  const townRegion = town?.regionId != null ? index.byId.get(town.regionId) : undefined;
  const townProvince = town?.provinceId != null ? index.byId.get(town.provinceId) : undefined;
  const area = region ?? province ?? town;
  const resolvedCountry = country ?? (area?.countryId != null ? index.byId.get(area.countryId) : undefined);
  const resolved: ResolvedGeo = {
    country: toPlace(resolvedCountry),
    region: toPlace(region ?? townRegion),
    province: toPlace(province ?? townProvince),
    town: toPlace(town),
    selection: {},
    place: toPlace(town ?? region ?? province ?? country),
  };
  if (resolvedCountry) resolved.selection.country = resolvedCountry.slug;
  if (region) resolved.selection.region = region.slug;
  if (province) resolved.selection.province = province.slug;
  if (town && !region && !province && townRegion) resolved.selection.region = townRegion.slug;
  if (town) resolved.selection.town = town.slug;
  return resolved;
}

/** Lower case without accents or punctuation: "Benalmádena" and "benalmadena" fold alike. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface GeoNameMatch {
  row: GeoRow;
  /** The costa of a town, else the country: tells two places with one name apart. */
  context: string | null;
}

const KIND_ORDER: Record<GeoKind, number> = { region: 0, province: 1, town: 2, country: 3 };

/** 0 exact, 1 prefix, 2 a later word starts with it, 3 contains it; null when it does not match. */
function matchRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : null;
}

/** Costas, provinces and towns whose name matches the query, best matches first. */
export function matchGeoByName(index: GeoIndex, query: string, limit: number): GeoNameMatch[] {
  const folded = foldName(query);
  if (!folded) return [];
  const hits: { row: GeoRow; rank: number }[] = [];
  for (const row of index.rows) {
    if (row.kind === "country") continue;
    const rank = matchRank(foldName(row.name), folded) ?? (row.slug.replace(/-/g, " ") === folded ? 0 : null);
    if (rank !== null) hits.push({ row, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || KIND_ORDER[a.row.kind] - KIND_ORDER[b.row.kind] || a.row.name.localeCompare(b.row.name, "nl"));
  return hits.slice(0, Math.max(0, limit)).map(({ row }) => {
    const parentId = row.kind === "town" ? row.regionId : row.countryId;
    return { row, context: (parentId != null ? index.byId.get(parentId)?.name : undefined) ?? null };
  });
}

/** The selection a click on a suggestion makes: a town under its costa. */
export function selectionFor(index: GeoIndex, row: GeoRow): GeoSelection {
  const country = row.countryId != null ? index.byId.get(row.countryId)?.slug : undefined;
  const selection: GeoSelection = country ? { country } : {};
  if (row.kind === "region") selection.region = row.slug;
  if (row.kind === "province") selection.province = row.slug;
  if (row.kind === "town") {
    const region = row.regionId != null ? index.byId.get(row.regionId) : undefined;
    if (region) selection.region = region.slug;
    selection.town = row.slug;
  }
  return selection;
}
