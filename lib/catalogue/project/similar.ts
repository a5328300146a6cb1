import "server-only";
/** "Vergelijkbare projecten": the same costa, the same type first, then the nearest price. */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { cache } from "react";
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

export const getSimilarProjects = cache(async (project: SimilarTo, site: Site, limit = 3): Promise<ProjectCard[]> => {
  const price = project.priceFrom ?? 0;
  const rows = await selectCards(and(eq(projects.regionId, project.geo.region.id), ne(projects.id, project.id)), {
    limit,
    orderBy: [
      desc(sql`${projects.typeId} = ${project.typeId}`),
      // Projects without a price (on request) sort after those with one.
      asc(sql`abs(coalesce(${projects.priceFrom}, 1000000000) - ${price})`),
      asc(projects.id),
    ],
  });
  return rows.map((row) => toProjectCard(row, site));
});
