import "server-only";
/**
 * The moment a project starts to match (issue 32, section 6): when one of a partner's projects is
 * published, or newly fits, or its price drops, the saved-search matcher records an alert per search
 * (`saved_search_alerts`, reason `new` or `price_drop`) and mails the client as always. Those alerts of
 * the partner's own registered clients are the partner's news: "Prijsdaling: 12 zoekers passen bij
 * dit project", on "Vandaag" until every one of them is opened as a `match` lead (matches.ts), or the
 * news is older than NEWS_DAYS. Only projects the partner manages (its CRM project scope) count.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, leads, projects, savedSearchAlerts, savedSearches } from "../../db/schema";
import { projectScopeCondition } from "../projects";

/** How long news stays on "Vandaag". */
const NEWS_DAYS = 14;
const NEWS_LIMIT = 20;

export interface MatchNews {
  projectId: number;
  projectName: string;
  reason: "new" | "price_drop";
  /** Clients of the partner alerted for this project and reason within NEWS_DAYS. */
  clients: number;
  /** Of those, the ones not yet opened as a `match` lead of this partner. */
  unopened: number;
  at: Date;
}

/** The partner's match news, newest first: projects with matching clients not all opened yet. */
export async function matchNews(database: Database, partnerId: number, now = new Date()): Promise<MatchNews[]> {
  const since = new Date(now.getTime() - NEWS_DAYS * 86_400_000);
  // The lead `openMatchLeads` creates for this partner, project and client (its idempotency key).
  const opened = sql`exists (select 1 from ${leads} where ${leads.idempotencyKey} = 'match:' || ${clients.partnerId} || ':' || ${savedSearchAlerts.projectId} || ':' || ${clients.id})`;
  return database
    .select({
      projectId: savedSearchAlerts.projectId,
      projectName: projects.name,
      reason: savedSearchAlerts.reason,
      clients: sql<number>`count(distinct ${clients.id})::int`,
      unopened: sql<number>`count(distinct ${clients.id}) filter (where not ${opened})::int`,
      at: sql<Date>`max(${savedSearchAlerts.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(clients, eq(clients.id, savedSearches.clientId))
    .innerJoin(projects, eq(projects.id, savedSearchAlerts.projectId))
    .where(and(eq(clients.partnerId, partnerId), gt(savedSearchAlerts.createdAt, since), projectScopeCondition({ id: 0, role: "partner", teamRole: "agent", partnerId })))
    .groupBy(savedSearchAlerts.projectId, projects.name, savedSearchAlerts.reason)
    .having(sql`count(distinct ${clients.id}) filter (where not ${opened}) > 0`)
    .orderBy(desc(sql`max(${savedSearchAlerts.createdAt})`), desc(savedSearchAlerts.projectId))
    .limit(NEWS_LIMIT);
}
