import "server-only";
/**
 * A client's saved searches. Every query names the client: a search of another client is the same
 * as none (404), so ids reveal nothing. Saving, changing the filters and resuming record what the search
 * matches now (its seen set, matches.ts) in the same transaction; pausing drops it.
 */
import { AppError, fieldText } from "../app-error";
import { and, count, desc, eq } from "drizzle-orm";
import { loadGeoIndex } from "../catalogue/search/geo";
import type { FilterInput } from "../catalogue/search/filters";
import { searchPath } from "../catalogue/search/url";
import { db, type Database } from "../db/client";
import { savedSearches } from "../db/schema";
import { sitePath, type Site } from "../site/site";
import { readStoredFilters, storedFilters } from "./filters";
import { seenSetChange } from "./decide";
import { forgetMatches, matchCondition, recordMatches } from "./matches";
import { SAVED_SEARCH_LIMIT, type SavedSearchFrequency, type SavedSearchView } from "./rules";
import { siteColumns } from "./site";

type Row = typeof savedSearches.$inferSelect;


function toView(row: Row, site: Pick<Site, "basePath">): SavedSearchView | null {
  const filters = readStoredFilters(row.filters);
  if (!filters) return null;
  return {
    id: row.id,
    name: row.name,
    filters,
    frequency: row.frequency,
    url: sitePath(site, searchPath(filters)),
    unsubscribed: row.unsubscribedAt !== null,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const unknownPlace = () => new AppError("unprocessable", "unknownPlace", { fields: { "filters.esGeo": [fieldText("fieldUnknownPlace")] } });
const owned = (clientId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.clientId, clientId));

export async function listSavedSearches(clientId: number, site: Pick<Site, "basePath">): Promise<SavedSearchView[]> {
  const database = await db();
  const rows = await database.select().from(savedSearches).where(eq(savedSearches.clientId, clientId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.flatMap((row) => toView(row, site) ?? []);
}

export interface SavedSearchInput {
  name: string;
  filters: FilterInput;
  frequency: SavedSearchFrequency;
}

export async function createSavedSearch(clientId: number, site: Site, input: SavedSearchInput, now = new Date()): Promise<SavedSearchView> {
  const filters = await storedFilters(input.filters);
  if (!filters) throw unknownPlace();
  const database = await db();
  const [{ total } = { total: 0 }] = await database.select({ total: count() }).from(savedSearches).where(eq(savedSearches.clientId, clientId));
  if (total >= SAVED_SEARCH_LIMIT) throw new AppError("conflict", "savedSearchLimit", { values: { max: SAVED_SEARCH_LIMIT } });
  // Read before the transaction: on PGlite the app's reads share its one connection.
  const condition = matchCondition(await loadGeoIndex(), filters);
  const row = await database.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ clientId, ...siteColumns(site), name: input.name, filters, frequency: input.frequency, matchedSince: now, createdAt: now, updatedAt: now })
      .returning();
    if (seenSetChange(null, input.frequency, true) === "record") await recordMatches(tx, inserted!.id, condition, now);
    return inserted!;
  });
  return toView(row, site)!;
}

export async function updateSavedSearch(clientId: number, id: number, site: Pick<Site, "basePath">, input: Partial<SavedSearchInput>, now = new Date()): Promise<SavedSearchView> {
  const database = await db();
  // Read before the transaction: on PGlite the app's reads share its one connection.
  const filters = input.filters === undefined ? undefined : await storedFilters(input.filters);
  if (filters === null) throw unknownPlace();
  const index = await loadGeoIndex();
  const row = await database.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    // Locked (waiting for a matcher that holds it), so the seen set is never rebuilt under a round.
    const [current] = await tx.select().from(savedSearches).where(owned(clientId, id)).for("update");
    if (!current) throw new AppError("not_found", "savedSearchNotFound");
    const changes: Partial<typeof savedSearches.$inferInsert> = { updatedAt: now };
    if (input.name !== undefined) changes.name = input.name;
    if (filters) {
      changes.filters = filters;
      // Other filters: what matches them today is not news.
      changes.matchedSince = now;
    }
    if (input.frequency !== undefined && input.frequency !== current.frequency) {
      changes.frequency = input.frequency;
      // Resuming: what came while paused is not sent afterwards, and an unsubscribe is undone.
      if (current.frequency === "paused") changes.matchedSince = now;
      if (input.frequency !== "paused") changes.unsubscribedAt = null;
    }
    const [updated] = await tx.update(savedSearches).set(changes).where(owned(clientId, id)).returning();
    const action = seenSetChange(current.frequency, updated!.frequency, filters !== undefined);
    if (action === "forget") await forgetMatches(tx, id);
    const stored = readStoredFilters(updated!.filters);
    if (action === "record") await recordMatches(tx, id, stored && matchCondition(index, stored), now);
    return updated!;
  });
  return toView(row, site)!;
}

export async function deleteSavedSearch(clientId: number, id: number): Promise<void> {
  const database = await db();
  const rows = await database.delete(savedSearches).where(owned(clientId, id)).returning({ id: savedSearches.id });
  if (rows.length === 0) throw new AppError("not_found", "savedSearchNotFound");
}
