import "server-only";
/** `/for-sale` without an id: every project the site lists, newest (featured first), one page at a time. */
import { count, desc } from "drizzle-orm";
import { cache } from "react";
import { db } from "../../db/client";
import { projects } from "../../db/schema";
import type { Site } from "../../site/site";
import { selectCards, toProjectCard } from "../cards";
import type { ProjectListPage } from "./types";
import { listedCondition } from "../visibility";

const LIST_PAGE_SIZE = 24;

const countListedProjects = cache(async (sitePartnerId: number): Promise<number> => {
  const database = await db();
  const [row] = await database.select({ total: count() }).from(projects).where(listedCondition(sitePartnerId));
  return row?.total ?? 0;
});

/** One page of the full list; `page` past the end gives no cards (the page answers 404). */
export const listProjects = cache(async (site: Site, page: number): Promise<ProjectListPage> => {
  const [total, rows] = await Promise.all([
    countListedProjects(site.partnerId),
    selectCards(undefined, {
      sitePartnerId: site.partnerId,
      limit: LIST_PAGE_SIZE,
      offset: (page - 1) * LIST_PAGE_SIZE,
      // The id breaks ties so a project never shows on two pages.
      orderBy: [desc(projects.featured), desc(projects.createdAt), desc(projects.id)],
    }),
  ]);
  return { cards: rows.map((row) => toProjectCard(row, site)), total, page, pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) };
});
