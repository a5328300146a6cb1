/**
 * Turns project counts per (country, region, province, town) into the facet lists of the geo
 * cascade. Every costa and province is listed (zero counts too, so the cascade never jumps);
 * towns only inside the selected costa and/or province. Pure and client-safe.
 */
import type { GeoIndex, GeoKind, GeoRow } from "./geo-match";

export interface Facet {
  slug: string;
  name: string;
  count: number;
  lat: number;
  lng: number;
}

export interface GeoFacets {
  countries: Facet[];
  regions: Facet[];
  provinces: Facet[];
  towns: Facet[];
}

export interface GeoCount {
  countryId: number;
  regionId: number;
  provinceId: number;
  townId: number;
  count: number;
}

export interface TownArea {
  regionId?: number;
  provinceId?: number;
}

function sumBy(counts: readonly GeoCount[], column: "countryId" | "regionId" | "provinceId" | "townId"): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of counts) sums.set(row[column], (sums.get(row[column]) ?? 0) + row.count);
  return sums;
}

function facets(rows: readonly GeoRow[], kind: GeoKind, sums: Map<number, number>, keep: (row: GeoRow) => boolean = () => true): Facet[] {
  return rows
    .filter((row) => row.kind === kind && keep(row))
    .map((row) => ({ slug: row.slug, name: row.name, count: sums.get(row.id) ?? 0, lat: row.lat, lng: row.lng }))
    .sort((a, b) => a.name.localeCompare(b.name, "nl"));
}

/** `area` null: no costa or province selected, so no towns. */
export function tallyGeoFacets(index: GeoIndex, counts: readonly GeoCount[], area: TownArea | null): GeoFacets {
  const inArea = (row: GeoRow) =>
    area !== null &&
    (area.regionId === undefined || row.regionId === area.regionId) &&
    (area.provinceId === undefined || row.provinceId === area.provinceId);
  return {
    countries: facets(index.rows, "country", sumBy(counts, "countryId")),
    regions: facets(index.rows, "region", sumBy(counts, "regionId")),
    provinces: facets(index.rows, "province", sumBy(counts, "provinceId")),
    towns: area && (area.regionId !== undefined || area.provinceId !== undefined) ? facets(index.rows, "town", sumBy(counts, "townId"), inArea) : [],
  };
}
