import "server-only";
/** Project cards by id (a comparison, a guest's favorites), straight from the database, in the order given; unknown ids are left out. */
import { inArray } from "drizzle-orm";
import { projects } from "../db/schema";
import type { Site } from "../site/site";
import type { ProjectCard } from "./card";
import { selectCards, toProjectCard } from "./cards";

export async function getProjectCards(site: Pick<Site, "basePath">, ids: readonly number[]): Promise<ProjectCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(inArray(projects.id, [...ids]), { limit: ids.length });
  const cards = new Map(rows.map((row) => [row.id, toProjectCard(row, site)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
