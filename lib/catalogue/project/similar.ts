import "server-only";
/** "Vergelijkbare projecten": the same costa, the same type first, then the nearest price. */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { cachedCatalogueRead } from "../cache";
import { projects } from "../../db/schema";
import type { Site } from "../../site/site";
import type { ProjectCard } from "../card";
import { selectCards, toProjectCard } from "../cards";

export interface SimilarTo {
  id: number;
  typeId: number;
  priceFrom: number | null;
  geo: { region: { id: number } };
}

/**
 * The rows, cached per project and per site's partner (a partner's own listings awaiting approval are
 * similar projects on its own site only; tag `catalogue` only, so one project's change does not refresh
 * every project page: another project's card here is at most CATALOGUE_REVALIDATE_SECONDS old); the
 * links are built afterwards.
 */
const readSimilar = cachedCatalogueRead(
  async (id: number, typeId: number, regionId: number, price: number, limit: number, sitePartnerId: number) =>
    selectCards(and(eq(projects.regionId, regionId), ne(projects.id, id)), {
      limit,
      sitePartnerId,
      orderBy: [
        desc(sql`${projects.typeId} = ${typeId}`),
        // Projects without a price (on request) sort after those with one.
        asc(sql`abs(coalesce(${projects.priceFrom}, 1000000000) - ${price})`),
        asc(projects.id),
      ],
    }),
  ["similar-projects"],
);

export async function getSimilarProjects(project: SimilarTo, site: Site, limit = 3): Promise<ProjectCard[]> {
  const rows = await readSimilar(project.id, project.typeId, project.geo.region.id, project.priceFrom ?? 0, limit, site.partnerId);
  return rows.map((row) => toProjectCard(row, site));
}
