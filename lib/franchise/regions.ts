/**
 * Which costas and places a new franchise partner can still have: exclusivity is stored on partners
 * as geo ids, of a whole costa or of single towns. Pure and client-safe.
 */

export interface GeoPlace {
  id: number;
  kind: "region" | "town";
  slug: string;
  name: string;
  /** A town's costa; null for a costa. */
  regionId: number | null;
}

export interface FreeRegion {
  id: number;
  slug: string;
  name: string;
  /** No place of the costa is taken: the whole costa can be had. */
  whole: boolean;
  /** The costa's places without an exclusive partner, by name. */
  towns: { id: number; slug: string; name: string }[];
}

/** What the franchise page shows from the database: the free costas and a live partner site to look at. */
export interface FranchiseOverview {
  regions: FreeRegion[];
  example: { slug: string; name: string } | null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "nl");

/** The costas with at least one free place (a costa without towns counts when it is free itself), by name. */
export function freeRegions(places: readonly GeoPlace[], takenIds: Iterable<number>): FreeRegion[] {
  const taken = new Set(takenIds);
  const regions: FreeRegion[] = [];
  for (const region of places.filter((place) => place.kind === "region" && !taken.has(place.id))) {
    const towns = places.filter((place) => place.kind === "town" && place.regionId === region.id);
    const free = towns.filter((town) => !taken.has(town.id));
    if (towns.length > 0 && free.length === 0) continue;
    regions.push({
      id: region.id,
      slug: region.slug,
      name: region.name,
      whole: free.length === towns.length,
      towns: free.map(({ id, slug, name }) => ({ id, slug, name })).sort(byName),
    });
  }
  return regions.sort(byName);
}
