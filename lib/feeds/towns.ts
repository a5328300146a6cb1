/**
 * Feed town names to the geo table's towns: accents, case, hyphens and apostrophes do not matter
 * (`Orihuela-Costa` is `Orihuela Costa`, `Denia` is `Dénia`), and a few places have a second name
 * (Valencian and Castilian: `Xàbia` is `Jávea`). A town that matches nothing is reported by the
 * import, never created: the geo table is curated.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { geo } from "../db/schema";

/** Other names of a town (already normalised): each alias maps to the geo table's name. */
const ALIASES: Readonly<Record<string, string>> = {
  xabia: "javea",
  calp: "calpe",
  "la vila joiosa": "villajoyosa",
  "vila joiosa": "villajoyosa",
  alacant: "alicante",
  "teulada moraira": "moraira",
  "el poble nou de benitatxell": "benitachell",
  "poble nou de benitatxell": "benitachell",
  benitatxell: "benitachell",
  "mojacar playa": "mojacar",
}

/** Lower case, no accents, words separated by single spaces. */
export function normaliseTownName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface GeoTown {
  id: number;
  name: string;
  countryId: number;
  regionId: number;
  provinceId: number;
  lat: number;
  lng: number;
  provinceName: string;
}

export interface TownMatcher {
  /** The town, or undefined when the name (with its province, if several towns share it) matches none. */
  match(name: string, province?: string): GeoTown | undefined;
}

export function townMatcher(towns: readonly GeoTown[]): TownMatcher {
  const byName = new Map<string, GeoTown[]>();
  for (const town of towns) {
    const key = normaliseTownName(town.name);
    byName.set(key, [...(byName.get(key) ?? []), town]);
  }
  return {
    match(name, province) {
      const key = normaliseTownName(name);
      const found = byName.get(key) ?? byName.get(ALIASES[key] ?? "") ?? [];
      if (found.length <= 1) return found[0];
      const wanted = province ? normaliseTownName(province) : undefined;
      return found.find((town) => normaliseTownName(town.provinceName) === wanted);
    },
  };
}

/** Every town of the geo table, with its province's name (to tell towns of the same name apart). */
export async function loadTownMatcher(database: Database): Promise<TownMatcher> {
  const [towns, provinces] = await Promise.all([
    database.select().from(geo).where(eq(geo.kind, "town")),
    database.select({ id: geo.id, name: geo.name }).from(geo).where(eq(geo.kind, "province")),
  ]);
  const provinceName = new Map(provinces.map((province) => [province.id, province.name]));
  return townMatcher(
    towns
      .filter((town) => town.countryId !== null && town.regionId !== null && town.provinceId !== null)
      .map((town) => ({
        id: town.id,
        name: town.name,
        countryId: town.countryId!,
        regionId: town.regionId!,
        provinceId: town.provinceId!,
        lat: town.lat,
        lng: town.lng,
        provinceName: provinceName.get(town.provinceId!) ?? "",
      })),
  );
}
