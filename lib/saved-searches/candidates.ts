import "server-only";
/**
 * The projects that may be news to a saved search: the round's new matches (`takeNewMatches` of
 * matches.ts), and those its filters match today (the search's own SQL, from the filter core) that
 * were cut in price after the search's `matched_since`. `decide.ts` then says which alert each earns.
 */
import { and, desc, inArray, or, sql, type SQL } from "drizzle-orm";
import { cardColumns } from "../catalogue/cards";
import { publishedWithPlaces } from "../catalogue/published";
import type { Database } from "../db/client";
import { projects } from "../db/schema";

/** Candidates per search and run at most: a search matching more news than this gets the newest. */
export const CANDIDATE_LIMIT = 100;

const cutOf = (projectId: SQL | typeof projects.id) =>
  sql`from price_history ph join units u on u.id = ph.unit_id where u.project_id = ${projectId} and ph.new_price < ph.old_price`;

const lastCutAt = sql<Date | null>`(select max(ph.changed_at) ${cutOf(projects.id)})`.mapWith((value: unknown) => (value === null ? null : new Date(value as string)));

/**
 * `condition`: the search's filters (matches.ts `matchCondition`); `newIds`: the round's new matches,
 * which matched when they were taken, so they are not filtered again.
 */
export async function candidatesFor(database: Database, condition: SQL, newIds: readonly number[], since: Date) {
  const cut = and(condition, sql`exists (select 1 ${cutOf(projects.id)} and ph.changed_at > ${since.toISOString()}::timestamptz)`);
  const isNew = newIds.length > 0 ? inArray(projects.id, [...newIds]) : undefined;
  const rows = await publishedWithPlaces(database.select({ ...cardColumns, lastCutAt }).from(projects).$dynamic(), isNew ? or(isNew, cut) : cut)
    // The new matches first: they are in the seen set now, so one left out here would never be alerted.
    .orderBy(...(isNew ? [sql`${isNew} desc`] : []), desc(projects.publishedAt), desc(projects.id))
    .limit(CANDIDATE_LIMIT);
  const fresh = new Set(newIds);
  return rows.map((row) => ({ ...row, isNewMatch: fresh.has(row.id) }));
}

export type Candidate = Awaited<ReturnType<typeof candidatesFor>>[number];
