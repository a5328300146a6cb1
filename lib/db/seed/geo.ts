/** Geo rows with fixed ids (country 1, then the costas, the provinces, the towns) and a town list for the generators. */
import type { geo } from "../schema";
import { COUNTRY, REGIONS, type RegionData, type TownData } from "./geo-data";

type GeoRow = typeof geo.$inferInsert;

export interface SeedTown extends TownData {
  id: number;
  countryId: number;
  regionId: number;
  provinceId: number;
  region: RegionData;
}

export interface SeedGeo {
  rows: GeoRow[];
  towns: SeedTown[];
  regionIdBySlug: Map<string, number>;
}

export function buildGeo(): SeedGeo {
  const countryId = 1;
  // Every row sets every parent column: the bulk insert takes its column list from the first row.
  const noParents = { regionId: null, provinceId: null };
  const rows: GeoRow[] = [{ id: countryId, kind: "country", ...COUNTRY, countryId: null, ...noParents }];
  const regionIdBySlug = new Map<string, number>();
  let nextId = countryId + 1;

  for (const region of REGIONS) {
    const id = nextId++;
    regionIdBySlug.set(region.slug, id);
    rows.push({ id, kind: "region", slug: region.slug, name: region.name, lat: region.lat, lng: region.lng, countryId, ...noParents });
  }
  const provinceIds = REGIONS.map((region) => {
    const id = nextId++;
    rows.push({ id, kind: "province", ...region.province, countryId, ...noParents });
    return id;
  });

  const towns: SeedTown[] = [];
  REGIONS.forEach((region, index) => {
    const regionId = regionIdBySlug.get(region.slug) as number;
    const provinceId = provinceIds[index] as number;
    for (const town of region.towns) {
      const id = nextId++;
      rows.push({ id, kind: "town", slug: town.slug, name: town.name, lat: town.lat, lng: town.lng, countryId, regionId, provinceId });
      towns.push({ ...town, id, countryId, regionId, provinceId, region });
    }
  });
  return { rows, towns, regionIdBySlug };
}
