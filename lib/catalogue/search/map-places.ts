/**
 * The places the map labels (costas, provinces, towns) with what a click on one searches and how
 * many projects that finds. Pure and client-safe: facets.ts reads the rows and counts.
 */
import type { GeoCount } from "./facet-tally";
import type { GeoSelection } from "./filter-values";
import { selectionFor, type GeoIndex, type GeoKind } from "./geo-match";

type MapPlaceKind = Exclude<GeoKind, "country">;

export interface MapPlace {
  kind: MapPlaceKind;
  slug: string;
  name: string;
  lat: number;
  lng: number;
  /** Projects a click finds (every other filter applied, as in the geo facets). */
  count: number;
  /** The selection a click searches (a town with its costa, as the search path spells it). */
  esGeo: GeoSelection;
}

const COUNT_COLUMN = { region: "regionId", province: "provinceId", town: "townId" } as const;

/** Every costa and province, and the towns with a project: costas first, then provinces, then towns by count. */
export function mapPlaces(index: GeoIndex, counts: readonly GeoCount[]): MapPlace[] {
  const sums = new Map<string, number>();
  for (const row of counts) {
    for (const [kind, column] of Object.entries(COUNT_COLUMN)) sums.set(`${kind}:${row[column]}`, (sums.get(`${kind}:${row[column]}`) ?? 0) + row.count);
  }
  const rank = { region: 0, province: 1, town: 2 };
  return index.rows
    .flatMap((row) => {
      if (row.kind === "country") return [];
      const count = sums.get(`${row.kind}:${row.id}`) ?? 0;
      if (row.kind === "town" && count === 0) return [];
      return [{ kind: row.kind, slug: row.slug, name: row.name, lat: row.lat, lng: row.lng, count, esGeo: selectionFor(index, row) }];
    })
    .sort((a, b) => rank[a.kind] - rank[b.kind] || b.count - a.count || a.name.localeCompare(b.name, "nl"));
}
