import "server-only";
/**
 * Project cards by id (a comparison, favorites), straight from the database, in the order given. Ids
 * the site does not list are left out (visibility.ts: a partner's own listing awaiting approval shows on
 * that partner's site only).
 */
import { inArray } from "drizzle-orm";
import { projects } from "../db/schema";
import type { Site } from "../site/site";
import type { ProjectCard } from "./card";
import { selectCards, toProjectCard } from "./cards";

export async function getProjectCards(site: Pick<Site, "basePath" | "partnerId">, ids: readonly number[]): Promise<ProjectCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(inArray(projects.id, [...ids]), { limit: ids.length, sitePartnerId: site.partnerId });
  const cards = new Map(rows.map((row) => [row.id, toProjectCard(row, site)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
