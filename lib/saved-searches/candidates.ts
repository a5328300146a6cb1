import "server-only";
/**
 * The projects that may be news to a saved search: the round's new matches (`takeNewMatches` of
 * matches.ts), and those its filters match today (the search's own SQL, from the filter core) that
 * were cut in price after the search's `matched_since`. `decide.ts` then says which alert each earns.
 */
import { and, desc, inArray, notInArray, sql, type SQL } from "drizzle-orm";
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
 * which matched when they were taken, so they are not filtered again. Two queries: alone, the cuts
 * are planned from the few recent ones; OR'ed with anything, over every matching project (a second at
 * 100,000 projects).
 * The new matches come first: they are in the seen set now, so one left out would never be alerted.
 */
export async function candidatesFor(database: Database, condition: SQL, newIds: readonly number[], since: Date) {
  const cards = (where: SQL | undefined) =>
    publishedWithPlaces(database.select({ ...cardColumns, lastCutAt }).from(projects).$dynamic(), where).orderBy(desc(projects.publishedAt), desc(projects.id));
  const news = newIds.length > 0 ? await cards(inArray(projects.id, [...newIds])) : [];
  const room = CANDIDATE_LIMIT - news.length;
  const cutSince = sql`exists (select 1 ${cutOf(projects.id)} and ph.changed_at > ${since.toISOString()}::timestamptz)`;
  const cuts = room > 0 ? await cards(and(condition, cutSince, newIds.length > 0 ? notInArray(projects.id, [...newIds]) : undefined)).limit(room) : [];
  return [...news.map((row) => ({ ...row, isNewMatch: true })), ...cuts.map((row) => ({ ...row, isNewMatch: false }))];
}

export type Candidate = Awaited<ReturnType<typeof candidatesFor>>[number];
