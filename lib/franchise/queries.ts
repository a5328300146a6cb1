import "server-only";
/** The franchise page's live data: the costas still free and a partner site to show as an example. */
import { asc, eq, inArray } from "drizzle-orm";
import { cachedCatalogueRead, PARTNERS_TAG } from "../catalogue/cache";
import { db } from "../db/client";
import { geo, partners } from "../db/schema";
import { freeRegions, type FranchiseOverview } from "./regions";

/** The seeded demo partner the page points to first; any other active partner otherwise. */
const EXAMPLE_SLUG = "zuidkust";

async function readOverview(): Promise<FranchiseOverview> {
  const database = await db();
  const [places, active] = await Promise.all([
    database.select({ id: geo.id, kind: geo.kind, slug: geo.slug, name: geo.name, regionId: geo.regionId }).from(geo).where(inArray(geo.kind, ["region", "town"])),
    database
      .select({ slug: partners.slug, name: partners.name, regionIds: partners.regionIds })
      .from(partners)
      .where(eq(partners.active, true))
      .orderBy(asc(partners.id)),
  ]);
  const example = active.find((partner) => partner.slug === EXAMPLE_SLUG) ?? active.find((partner) => partner.regionIds.length > 0) ?? null;
  return {
    regions: freeRegions(places.map((place) => ({ ...place, kind: place.kind === "region" ? ("region" as const) : ("town" as const) })), active.flatMap((partner) => partner.regionIds)),
    example: example && { slug: example.slug, name: example.name },
  };
}

/** Cached with the catalogue; a partner's change (its regions, a new partner) revalidates `catalogue:partners`. */
export const getFranchiseOverview = cachedCatalogueRead(readOverview, ["franchise-overview"], { tags: [PARTNERS_TAG] });
