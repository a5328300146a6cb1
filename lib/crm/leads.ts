import "server-only";
/**
 * Leads as the CRM reads and changes them. Every function takes the staff scope: a partner user's
 * queries are limited to that partner's leads here, in the data layer (OWASP ASVS 8.4.1), whatever
 * page or API call asks; an admin sees every partner's.
 */
import { AppError, fieldText } from "../app-error";
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { leadEvents, leads, partners, projects, staffUsers } from "../db/schema";
import type { LeadFilters, LeadStatus } from "./schemas";
import type { StaffScope } from "./staff";
import { assigneeCondition, assignmentNames } from "./assign/filter";

/** The condition that keeps a partner user to their own partner's leads, and an agent to their own and the unassigned ones. */
export function scopeCondition(scope: StaffScope): SQL | undefined {
  if (scope.role === "admin") return undefined;
  // A partner user without a partner sees nothing (never everything).
  if (scope.partnerId === null) return sql`false`;
  const partner = eq(leads.partnerId, scope.partnerId);
  return scope.teamRole === "owner" ? partner : and(partner, or(isNull(leads.assignedStaffId), eq(leads.assignedStaffId, scope.id)));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterConditions(scope: StaffScope, filters: Partial<LeadFilters>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope),
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.project_id ? eq(leads.projectId, filters.project_id) : undefined,
    assigneeCondition(scope, filters.assigned),
    scope.role === "admin" && filters.partner_id ? eq(leads.partnerId, filters.partner_id) : undefined,
    filters.from ? gte(leads.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(leads.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)) : undefined,
  ];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(leads.firstName, pattern), ilike(leads.lastName, pattern), ilike(leads.email, pattern), ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern)));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const ORDER: Record<LeadFilters["sort"], SQL[]> = {
  newest: [desc(leads.createdAt), desc(leads.id)],
  oldest: [asc(leads.createdAt), asc(leads.id)],
  name: [asc(leads.lastName), asc(leads.firstName), desc(leads.id)],
  status: [asc(leads.status), desc(leads.createdAt)],
};

const listColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  projectId: leads.projectId,
  projectName: projects.name,
  partnerId: leads.partnerId,
  partnerName: partners.name,
  createdAt: leads.createdAt,
  firstResponseAt: leads.firstResponseAt,
  assignedStaffId: leads.assignedStaffId,
  assigneeName: sql<string | null>`(select ${staffUsers.name} from ${staffUsers} where ${staffUsers.id} = ${leads.assignedStaffId})`,
};

export type LeadListRow = Awaited<ReturnType<typeof listLeads>>["rows"][number];

export async function listLeads(scope: StaffScope, filters: LeadFilters) {
  const database = await db();
  const where = and(...filterConditions(scope, filters));
  const [rows, [total]] = await Promise.all([
    database
      .select(listColumns)
      .from(leads)
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .leftJoin(partners, eq(partners.id, leads.partnerId))
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    database.select({ total: sql<number>`${count()}::int` }).from(leads).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Every lead the filters select (for the CSV export), capped so one export cannot exhaust memory. */
const EXPORT_LIMIT = 50_000;
export async function allLeads(scope: StaffScope, filters: Partial<LeadFilters>) {
  const database = await db();
  return database
    .select({ ...listColumns, zipCode: leads.zipCode, address: leads.address, subject: leads.subject, message: leads.message, preferredDate: leads.preferredDate, partOfDay: leads.partOfDay })
    .from(leads)
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(and(...filterConditions(scope, filters)))
    .orderBy(...ORDER[filters.sort ?? "newest"])
    .limit(EXPORT_LIMIT);
}

/** One lead with its history and the sender's other requests (within the scope); null when out of scope or unknown. */
export async function getLead(scope: StaffScope, leadId: number) {
  const database = await db();
  const [lead] = await database
    .select({ lead: leads, projectName: projects.name, projectSlug: projects.slug, partnerName: partners.name, partnerSlug: partners.slug, assigneeName: listColumns.assigneeName })
    .from(leads)
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(and(eq(leads.id, leadId), scopeCondition(scope)))
    .limit(1);
  if (!lead) return null;
  const [events, others] = await Promise.all([
    database
      .select({ id: leadEvents.id, kind: leadEvents.kind, fromStatus: leadEvents.fromStatus, toStatus: leadEvents.toStatus, subject: leadEvents.subject, note: leadEvents.note, createdAt: leadEvents.createdAt, staffName: staffUsers.name, toPartnerId: leadEvents.toPartnerId, toPartnerName: partners.name, ...assignmentNames })
      .from(leadEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.staffUserId))
      .leftJoin(partners, eq(partners.id, leadEvents.toPartnerId))
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
    lead.lead.anonymisedAt
      ? Promise.resolve([])
      : database
          .select({ id: leads.id, kind: leads.kind, status: leads.status, createdAt: leads.createdAt, projectName: projects.name })
          .from(leads)
          .leftJoin(projects, eq(projects.id, leads.projectId))
          .where(and(ne(leads.id, leadId), scopeCondition(scope), lead.lead.clientId ? or(eq(leads.clientId, lead.lead.clientId), eq(leads.email, lead.lead.email)) : eq(leads.email, lead.lead.email)))
          .orderBy(desc(leads.createdAt))
          .limit(20),
  ]);
  return { ...lead, events, others };
}

/** A status change and/or a note, recorded as events; the first status change is the response time. */
export async function updateLead(scope: StaffScope, leadId: number, change: { status?: LeadStatus; note?: string }, now = new Date()) {
  const database = await db();
  return database.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status, firstResponseAt: leads.firstResponseAt }).from(leads).where(and(eq(leads.id, leadId), scopeCondition(scope))).for("update").limit(1);
    if (!current) throw new AppError("not_found", "leadNotFound");
    const statusChanged = change.status !== undefined && change.status !== current.status;
    if (statusChanged) {
      await tx
        .update(leads)
        .set({ status: change.status!, updatedAt: now, ...(current.firstResponseAt ? {} : { firstResponseAt: now, firstResponseStaffId: scope.id }) })
        .where(eq(leads.id, leadId));
      await tx.insert(leadEvents).values({ leadId, staffUserId: scope.id, kind: "status", fromStatus: current.status, toStatus: change.status!, note: change.note || null, createdAt: now });
    } else if (change.note) {
      await tx.insert(leadEvents).values({ leadId, staffUserId: scope.id, kind: "note", note: change.note, createdAt: now });
    }
    return { status: statusChanged ? change.status! : current.status };
  });
}

/** Admins only: the lead moves to another (active) partner, recorded as an event. */
export async function reassignLead(scope: StaffScope, leadId: number, partnerId: number, now = new Date()) {
  if (scope.role !== "admin") throw new AppError("forbidden", "reassignAdminOnly");
  const database = await db();
  return database.transaction(async (tx) => {
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(and(eq(partners.id, partnerId), eq(partners.active, true))).limit(1);
    if (!partner) throw new AppError("unprocessable", "invalidInput", { fields: { partner_id: [fieldText("fieldUnknownPartner")] } });
    const [lead] = await tx.select({ partnerId: leads.partnerId }).from(leads).where(eq(leads.id, leadId)).for("update").limit(1);
    if (!lead) throw new AppError("not_found", "leadNotFound");
    await tx.update(leads).set({ partnerId, assignedStaffId: null, updatedAt: now }).where(eq(leads.id, leadId));
    await tx.insert(leadEvents).values({ leadId, staffUserId: scope.id, kind: "reassigned", fromPartnerId: lead.partnerId, toPartnerId: partnerId, createdAt: now });
    return { partnerId };
  });
}
