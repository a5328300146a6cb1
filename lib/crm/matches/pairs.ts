import "server-only";
/**
 * Which saved searches match which projects, by the saved-search matcher's own rule: each search's
 * filters as its SQL (`matchCondition` of lib/saved-searches/matches.ts, the filter core's) on the
 * projects the public sees (`listedCondition`, the strict rule the alerts' candidates use). So "12
 * zoekers passen" and the alerts those clients get never disagree on what matches.
 */
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { loadGeoIndex } from "../../catalogue/search/geo";
import { listedCondition } from "../../catalogue/visibility";
import type { Database } from "../../db/client";
import { clients, partners, projects, savedSearches } from "../../db/schema";
import { matchCondition } from "../../saved-searches/matches";
import { readStoredFilters } from "../../saved-searches/filters";

/** Searches per statement: one UNION ALL branch each. */
const CHUNK = 100;

export interface PartnerSearch {
  id: number;
  name: string;
  filters: unknown;
  clientId: number;
  partnerId: number;
  partnerName: string;
}

/**
 * The active searches (they get alerts: not paused, not unsubscribed) of the clients registered with
 * `partnerId` (clients.partner_id); null: of every partner's clients (an admin). Main-brand clients,
 * without a partner, are nobody's to open.
 */
export async function activeSearchesOf(database: Database, partnerId: number | null): Promise<PartnerSearch[]> {
  return database
    .select({ id: savedSearches.id, name: savedSearches.name, filters: savedSearches.filters, clientId: clients.id, partnerId: sql<number>`${clients.partnerId}`, partnerName: partners.name })
    .from(savedSearches)
    .innerJoin(clients, eq(clients.id, savedSearches.clientId))
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(and(ne(savedSearches.frequency, "paused"), isNull(savedSearches.unsubscribedAt), partnerId === null ? isNotNull(clients.partnerId) : eq(clients.partnerId, partnerId)))
    .orderBy(savedSearches.id);
}

/** The (search, project) pairs among `projectIds` that match; searches whose filters or place no longer read match nothing. */
export async function matchingPairs(database: Database, searches: readonly PartnerSearch[], projectIds: readonly number[]): Promise<Array<{ searchId: number; projectId: number }>> {
  if (searches.length === 0 || projectIds.length === 0) return [];
  const index = await loadGeoIndex();
  const branches = searches.flatMap((search) => {
    const filters = readStoredFilters(search.filters);
    const condition = filters ? matchCondition(index, filters) : null;
    if (!condition) return [];
    return [
      database
        .select({ searchId: sql<number>`${search.id}::integer`.as("search_id"), projectId: projects.id })
        .from(projects)
        .where(and(inArray(projects.id, [...projectIds]), listedCondition(), condition)),
    ];
  });
  const pairs: Array<{ searchId: number; projectId: number }> = [];
  for (let start = 0; start < branches.length; start += CHUNK) {
    const [first, second, ...rest] = branches.slice(start, start + CHUNK);
    const rows = second ? await unionAll(first!, second, ...rest) : await first!;
    pairs.push(...rows.map((row) => ({ searchId: Number(row.searchId), projectId: row.projectId })));
  }
  return pairs;
}
