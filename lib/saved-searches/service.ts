import "server-only";
/**
 * A client's saved searches. Every query names the client: a search of another client is the same
 * as none (404), so ids reveal nothing.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { ApiError, notFound } from "../api/errors";
import type { FilterInput } from "../catalogue/search/filters";
import { searchPath } from "../catalogue/search/url";
import { db } from "../db/client";
import { savedSearches } from "../db/schema";
import { sitePath, type Site } from "../site/site";
import { readStoredFilters, storedFilters } from "./filters";
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

const unknownPlace = () => new ApiError("unprocessable", "Onbekende plaats", { "filters.esGeo": ["onbekende plaats, of plaatsen die niet bij elkaar horen"] });
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
  if (total >= SAVED_SEARCH_LIMIT) throw new ApiError("conflict", `U kunt hoogstens ${SAVED_SEARCH_LIMIT} zoekopdrachten bewaren. Verwijder er eerst een.`);
  const [row] = await database
    .insert(savedSearches)
    .values({ clientId, ...siteColumns(site), name: input.name, filters, frequency: input.frequency, matchedSince: now, createdAt: now, updatedAt: now })
    .returning();
  return toView(row!, site)!;
}

export async function updateSavedSearch(clientId: number, id: number, site: Pick<Site, "basePath">, input: Partial<SavedSearchInput>, now = new Date()): Promise<SavedSearchView> {
  const database = await db();
  const [current] = await database.select().from(savedSearches).where(owned(clientId, id));
  if (!current) throw notFound("Zoekopdracht niet gevonden");
  const changes: Partial<typeof savedSearches.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) changes.name = input.name;
  if (input.filters !== undefined) {
    const filters = await storedFilters(input.filters);
    if (!filters) throw unknownPlace();
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
  const [row] = await database.update(savedSearches).set(changes).where(owned(clientId, id)).returning();
  if (!row) throw notFound("Zoekopdracht niet gevonden");
  return toView(row, site)!;
}

export async function deleteSavedSearch(clientId: number, id: number): Promise<void> {
  const database = await db();
  const rows = await database.delete(savedSearches).where(owned(clientId, id)).returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound("Zoekopdracht niet gevonden");
}
