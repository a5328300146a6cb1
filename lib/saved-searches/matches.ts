import "server-only";
/**
 * A saved search's seen set (`saved_search_matches`): the projects it has already matched. Whatever
 * matches its filters and is not in the set is new to it, however it came to match (published, a unit
 * added, a price, area, status or feature changed). Every statement runs the search's own SQL from the
 * filter core (`searchConditions`), so the set and the search page never disagree on a filter.
 *
 * The set is written only in a transaction that holds the search's row lock (the matcher's claim, or
 * the client's change of the search), so two instances never work on one set at once.
 */
import { and, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { SearchFilters } from "../catalogue/search/filters";
import { resolveInIndex, type GeoIndex } from "../catalogue/search/geo-match";
import { geoFilterIds, matchKey } from "../catalogue/search/keys";
import { searchConditions } from "../catalogue/search/query";
import type { Database } from "../db/client";
import { projects, savedSearchMatches, savedSearches } from "../db/schema";

/** The search's filters as one SQL condition on `projects`; null when its place is no longer known (nothing matches). */
export function matchCondition(index: GeoIndex, filters: SearchFilters): SQL | null {
  const geo = resolveInIndex(index, filters.esGeo);
  return geo ? and(...searchConditions(matchKey(filters), geoFilterIds(geo, index)))! : null;
}

/** The search's id as the first column of an INSERT … SELECT (typed: a bare parameter would be text). */
const searchIdColumn = (searchId: number) => sql<number>`${searchId}::integer`.as("saved_search_id");

/** Adds the projects matching `where` to the set; an INSERT … SELECT, so no project id passes through here. */
function addMatches(tx: Database, searchId: number, where: SQL) {
  return tx
    .insert(savedSearchMatches)
    .select(tx.select({ savedSearchId: searchIdColumn(searchId), projectId: projects.id }).from(projects).where(where))
    .onConflictDoNothing();
}

/**
 * Saved, filters changed or resumed: what matches now is not news. Rebuilds the set and marks it
 * recorded; `condition` null (an unknown place) leaves it empty.
 */
export async function recordMatches(tx: Database, searchId: number, condition: SQL | null, now: Date): Promise<void> {
  await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
  if (condition) await addMatches(tx, searchId, condition);
  await tx.update(savedSearches).set({ matchesRecordedAt: now }).where(eq(savedSearches.id, searchId));
}

/** Paused: the set is dropped (resuming records it again), so a paused search keeps no rows. */
export async function forgetMatches(tx: Database, searchId: number): Promise<void> {
  await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
  await tx.update(savedSearches).set({ matchesRecordedAt: null }).where(eq(savedSearches.id, searchId));
}

/**
 * A search without a recorded set (saved before the set existed): seeded with what it matched when
 * its `matched_since` began, judged as before the set by the publication date, so the projects
 * published after that moment are new to it in this round (as the matcher used to decide), and
 * nothing older floods it.
 */
export async function seedMatches(tx: Database, searchId: number, condition: SQL, matchedSince: Date): Promise<void> {
  await addMatches(tx, searchId, and(condition, lte(projects.publishedAt, matchedSince))!);
}

/**
 * The round's news: adds every project that matches and is not in the set yet, and returns the ids
 * of the newest `limit` of them (a mail lists at most that many; the others are marked seen without
 * an alert). One statement, so what is added and what is returned are the same snapshot: nothing
 * another round adds in between can be marked seen unreported. The set is read by its primary key.
 * EXCEPT rather than NOT EXISTS: its plan does not hang on the set's statistics. A set just recorded
 * is unknown to them, and PostgreSQL then planned the anti-join as a nested loop over the whole set
 * (quadratic: minutes for a search of 100,000 projects); EXCEPT hashes or sorts, about 0.3 s there.
 */
export async function takeNewMatches(tx: Database, searchId: number, condition: SQL, limit: number): Promise<number[]> {
  const unseen = tx
    .select({ id: projects.id })
    .from(projects)
    .where(condition)
    .except(tx.select({ id: savedSearchMatches.projectId }).from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId)))
    .as("unseen");
  const insert = tx.insert(savedSearchMatches).select(tx.select({ savedSearchId: searchIdColumn(searchId), projectId: unseen.id }).from(unseen));
  const added = tx.$with("added").as(insert.onConflictDoNothing().returning({ projectId: savedSearchMatches.projectId }));
  const rows = await tx
    .with(added)
    .select({ id: projects.id })
    .from(added)
    .innerJoin(projects, eq(projects.id, added.projectId))
    .orderBy(desc(projects.publishedAt), desc(projects.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
