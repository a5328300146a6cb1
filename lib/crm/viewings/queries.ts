import "server-only";
/** Viewings as the CRM reads them: a window of days (the "Bezichtigingen" page) and one lead's. */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { db, type Database } from "../../db/client";
import { leads, projects, staffUsers, viewings } from "../../db/schema";
import type { StaffScope } from "../staff";
import { viewingScopeCondition } from "./access";
import type { ViewingStatus } from "./schemas";
import { madridInstant, madridParts } from "./time";
import type { ViewingListItem } from "./types";

const columns = {
  id: viewings.id,
  leadId: viewings.leadId,
  partnerId: viewings.partnerId,
  status: viewings.status,
  startsAt: viewings.startsAt,
  durationMinutes: viewings.durationMinutes,
  meetingPoint: viewings.meetingPoint,
  notes: viewings.notes,
  sequence: viewings.sequence,
  projectId: viewings.projectId,
  projectName: projects.name,
  agentId: viewings.agentId,
  agentName: staffUsers.name,
  buyerFirstName: leads.firstName,
  buyerLastName: leads.lastName,
  buyerEmail: leads.email,
};


function base(database: Database) {
  return database.select(columns).from(viewings).innerJoin(leads, eq(leads.id, viewings.leadId)).leftJoin(projects, eq(projects.id, viewings.projectId)).leftJoin(staffUsers, eq(staffUsers.id, viewings.agentId)).$dynamic();
}

/** The page's window: from a week back (so that a past viewing can still be marked done), three months on. */
export function recentViewings(scope: StaffScope, now = new Date()): Promise<ViewingListItem[]> {
  const weekAgo = madridParts(new Date(now.getTime() - 7 * 86_400_000)).date;
  return listViewings(scope, { from: madridInstant(weekAgo, "00:00")!, days: 92 });
}

/** The viewings from `from` for `days` days, the earliest first (capped: a page, not an export). */
export async function listViewings(scope: StaffScope, window: { from: Date; days: number; status?: ViewingStatus }): Promise<ViewingListItem[]> {
  const until = new Date(window.from.getTime() + window.days * 86_400_000);
  return base(await db())
    .where(and(viewingScopeCondition(scope), gte(viewings.startsAt, window.from), lt(viewings.startsAt, until), window.status ? eq(viewings.status, window.status) : undefined))
    .orderBy(asc(viewings.startsAt), asc(viewings.id))
    .limit(500);
}

export async function viewingsOfLead(scope: StaffScope, leadId: number): Promise<ViewingListItem[]> {
  return base(await db()).where(and(viewingScopeCondition(scope), eq(viewings.leadId, leadId))).orderBy(asc(viewings.startsAt)).limit(50);
}

export async function getViewing(scope: StaffScope, viewingId: number): Promise<ViewingListItem | null> {
  const [row] = await base(await db()).where(and(viewingScopeCondition(scope), eq(viewings.id, viewingId))).limit(1);
  return row ?? null;
}

/** Who may show a lead's buyer round: the active users of its partner (an admin for a main-brand lead). */
export async function agentOptions(partnerId: number | null) {
  const database = await db();
  return database
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), eq(staffUsers.invitePending, false), partnerId === null ? eq(staffUsers.role, "admin") : eq(staffUsers.partnerId, partnerId)))
    .orderBy(asc(staffUsers.name));
}
