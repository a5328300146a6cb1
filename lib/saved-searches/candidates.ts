import "server-only";
/**
 * The projects that may be news to a saved search: those its filters match today (the search's own SQL,
 * from the filter core, so every filter counts however many there are) that were published, or cut in
 * price, after the search's `matched_since`. `decide.ts` then says which alert each earns.
 */
import { and, desc, gt, or, sql, type SQL } from "drizzle-orm";
import { cardColumns } from "../catalogue/cards";
import { publishedWithPlaces } from "../catalogue/published";
import type { SearchFilters } from "../catalogue/search/filters";
import { resolveInIndex, type GeoIndex } from "../catalogue/search/geo-match";
import { geoFilterIds, matchKey } from "../catalogue/search/keys";
import { searchConditions } from "../catalogue/search/query";
import type { Database } from "../db/client";
import { projects } from "../db/schema";

/** Candidates per search and run at most: a search matching more news than this gets the newest. */
export const CANDIDATE_LIMIT = 100;

const cutOf = (projectId: SQL | typeof projects.id) =>
  sql`from price_history ph join units u on u.id = ph.unit_id where u.project_id = ${projectId} and ph.new_price < ph.old_price`;

const lastCutAt = sql<Date | null>`(select max(ph.changed_at) ${cutOf(projects.id)})`.mapWith((value: unknown) => (value === null ? null : new Date(value as string)));

/** `index`: the geo index, loaded before the caller's transaction (it reads through the app's own connection). */
export async function candidatesFor(database: Database, index: GeoIndex, filters: SearchFilters, since: Date) {
  const geo = resolveInIndex(index, filters.esGeo);
  if (!geo) return [];
  const news = or(gt(projects.publishedAt, since), sql`exists (select 1 ${cutOf(projects.id)} and ph.changed_at > ${since.toISOString()}::timestamptz)`);
  return publishedWithPlaces(
    database.select({ ...cardColumns, publishedAt: projects.publishedAt, lastCutAt }).from(projects).$dynamic(),
    and(...searchConditions(matchKey(filters), geoFilterIds(geo, index)), news),
  )
    .orderBy(desc(projects.publishedAt), desc(projects.id))
    .limit(CANDIDATE_LIMIT);
}

export type Candidate = Awaited<ReturnType<typeof candidatesFor>>[number];
