import "server-only";
/**
 * Buyers who match (issue 32, section 6): the registered clients of a partner (clients.partner_id)
 * whose active saved searches match a project, on the CRM's project page and as a count on its list,
 * and opening them as leads of kind `match` for that partner with one click.
 *
 * Tenancy in the data layer: a partner's user sees only its own clients, and only on projects of its
 * own scope (another partner's project is not found); an admin sees every partner's clients, grouped
 * per partner, and opens them for one partner at a time. Opening is idempotent: a lead's
 * `idempotency_key` is `match:<partner>:<project>:<client>` (a form's key never holds a colon), so a
 * second click, or two at once, opens nobody twice. Nothing is mailed: the clients get their normal
 * saved-search alert (lib/saved-searches/matcher.ts), and only that.
 */
import { and, eq, inArray, like } from "drizzle-orm";
import { AppError, fieldText } from "../../app-error";
import { db, type Database } from "../../db/client";
import { clients, leadEvents, leads, projects } from "../../db/schema";
import { projectScopeCondition } from "../projects";
import type { StaffScope } from "../staff";
import { activeSearchesOf, matchingPairs } from "./pairs";

interface MatchingClient {
  client_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** The names of the client's searches that match. */
  searches: string[];
  /** The `match` lead already opened for this client, project and partner. */
  lead_id: number | null;
}

export interface MatchGroup {
  partner: { id: number; name: string };
  clients: MatchingClient[];
}

const matchKey = (partnerId: number, projectId: number, clientId: number) => `match:${partnerId}:${projectId}:${clientId}`;

/** The partner whose clients this scope sees: its own; every partner's (null) for an admin; none for a partner user without one. */
function clientPartnerOf(scope: StaffScope): number | null | "none" {
  if (scope.role === "admin") return null;
  return scope.partnerId ?? "none";
}

async function projectInScope(database: Database, scope: StaffScope, projectId: number): Promise<boolean> {
  const [found] = await database.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), projectScopeCondition(scope)));
  return found !== undefined;
}

/** How many clients match each of `projectIds` (those the scope may see), for the projects list. */
export async function matchCounts(scope: StaffScope, projectIds: readonly number[]): Promise<Map<number, number>> {
  const partner = clientPartnerOf(scope);
  const counts = new Map<number, number>();
  if (partner === "none" || projectIds.length === 0) return counts;
  const database = await db();
  const visible = await database.select({ id: projects.id }).from(projects).where(and(inArray(projects.id, [...projectIds]), projectScopeCondition(scope)));
  const searches = await activeSearchesOf(database, partner);
  const clientOf = new Map(searches.map((search) => [search.id, search.clientId]));
  const pairs = await matchingPairs(database, searches, visible.map((row) => row.id));
  const seen = new Set<string>();
  for (const { searchId, projectId } of pairs) {
    const key = `${projectId}:${clientOf.get(searchId)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    counts.set(projectId, (counts.get(projectId) ?? 0) + 1);
  }
  return counts;
}

/** The clients whose searches match the project, per partner; null when the scope may not see the project. */
export async function matchingClients(scope: StaffScope, projectId: number, onlyPartner?: number): Promise<MatchGroup[] | null> {
  const database = await db();
  if (!(await projectInScope(database, scope, projectId))) return null;
  const partner = clientPartnerOf(scope);
  if (partner === "none") return [];
  const searches = (await activeSearchesOf(database, partner)).filter((search) => onlyPartner === undefined || search.partnerId === onlyPartner);
  const matched = new Set((await matchingPairs(database, searches, [projectId])).map((pair) => pair.searchId));
  const hits = searches.filter((search) => matched.has(search.id));
  if (hits.length === 0) return [];
  const people = await database
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email })
    .from(clients)
    .where(inArray(clients.id, [...new Set(hits.map((hit) => hit.clientId))]));
  const person = new Map(people.map((row) => [row.id, row]));
  const opened = await database
    .select({ id: leads.id, key: leads.idempotencyKey })
    .from(leads)
    .where(and(eq(leads.kind, "match"), eq(leads.projectId, projectId), like(leads.idempotencyKey, `match:%:${projectId}:%`)));
  const leadOf = new Map(opened.map((row) => [row.key, row.id]));
  const groups = new Map<number, MatchGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.partnerId) ?? { partner: { id: hit.partnerId, name: hit.partnerName }, clients: [] };
    groups.set(hit.partnerId, group);
    const existing = group.clients.find((client) => client.client_id === hit.clientId);
    if (existing) {
      existing.searches.push(hit.name);
      continue;
    }
    const row = person.get(hit.clientId)!;
    group.clients.push({ client_id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, searches: [hit.name], lead_id: leadOf.get(matchKey(hit.partnerId, projectId, row.id)) ?? null });
  }
  return [...groups.values()].sort((a, b) => a.partner.name.localeCompare(b.partner.name, "nl"));
}

/**
 * Opens every matching client of one partner (the user's own; an admin names it) as a `match` lead of
 * that partner. Returns the group afterwards and how many leads this call created (0 on a repeat).
 */
export async function openMatchLeads(scope: StaffScope, projectId: number, partnerId: number | undefined): Promise<{ group: MatchGroup | null; created: number }> {
  if (scope.role === "admin" && partnerId === undefined) throw new AppError("unprocessable", "invalidInput", { fields: { partner_id: [fieldText("partnerRequired")] } });
  if (scope.role !== "admin" && partnerId !== undefined && partnerId !== scope.partnerId) throw new AppError("not_found", "partnerNotFound");
  const target = scope.role === "admin" ? partnerId! : scope.partnerId;
  const groups = await matchingClients(scope, projectId, target ?? undefined);
  if (groups === null) throw new AppError("not_found", "projectNotFound");
  const group = groups[0];
  if (!group || target === null) return { group: null, created: 0 };
  const fresh = group.clients.filter((client) => client.lead_id === null);
  if (fresh.length === 0) return { group, created: 0 };
  const database = await db();
  const people = await database.select().from(clients).where(inArray(clients.id, fresh.map((client) => client.client_id)));
  const now = new Date();
  const created = await database.transaction(async (tx) => {
    const rows = await tx
      .insert(leads)
      .values(
        people.map((client) => ({
          kind: "match" as const,
          partnerId: target,
          clientId: client.id,
          projectId,
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
          phone: client.phone,
          zipCode: client.zipCode,
          address: client.homeTown,
          subject: fresh.find((entry) => entry.client_id === client.id)!.searches.join(", ").slice(0, 200),
          // They accepted the privacy statement when they registered.
          privacyAcceptedAt: client.createdAt,
          idempotencyKey: matchKey(target, projectId, client.id),
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: leads.id, clientId: leads.clientId });
    if (rows.length > 0) await tx.insert(leadEvents).values(rows.map((row) => ({ leadId: row.id, staffUserId: scope.id, kind: "created" as const, toStatus: "new" as const, createdAt: now })));
    return rows;
  });
  const leadOf = new Map(created.map((row) => [row.clientId, row.id]));
  const after = (await matchingClients(scope, projectId, target))?.[0] ?? { ...group, clients: group.clients.map((client) => ({ ...client, lead_id: client.lead_id ?? leadOf.get(client.client_id) ?? null })) };
  return { group: after, created: created.length };
}
