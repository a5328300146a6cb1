import "server-only";
/**
 * Giving a lead to a colleague: by hand (lead page), in bulk (inbox) or automatically when a lead
 * comes in (auto.ts). Each change is a history event (who, from, to) and mails the new assignee
 * through the outbox, in the same transaction. Only leads within the caller's scope can be touched.
 * The lead's open tasks held by other agents go with it: an agent no longer sees a lead given to a
 * colleague, so a task left behind could not be done (owners see every lead and keep theirs).
 */
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { AppError, fieldText } from "../../app-error";
import { db, type Database } from "../../db/client";
import { leadEvents, leads, leadTasks, projects, staffUsers } from "../../db/schema";
import { enqueueMail } from "../../mail/enqueue";
import { kickMailOutbox } from "../../mail/outbox";
import { leadAssignedMail } from "../../mail/templates/lead-assigned";
import { mainOrigin } from "../../site/origin";
import { mainSite } from "../../site/site";
import { KIND_LABELS } from "../labels";
import { scopeCondition } from "../leads";
import { leadPath } from "../paths";
import type { StaffScope } from "../staff";

/** Who may hold a partner's leads: its active CRM users (owners and agents) who accepted their invitation. */
export function assignableCondition(partnerId: number) {
  return and(eq(staffUsers.partnerId, partnerId), eq(staffUsers.role, "partner"), eq(staffUsers.active, true), eq(staffUsers.invitePending, false));
}

export async function assignableStaff(partnerId: number): Promise<Array<{ id: number; name: string; teamRole: "owner" | "agent" | null }>> {
  const database = await db();
  return database.select({ id: staffUsers.id, name: staffUsers.name, teamRole: staffUsers.teamRole }).from(staffUsers).where(assignableCondition(partnerId)).orderBy(asc(staffUsers.name), asc(staffUsers.id));
}

/**
 * Sets the assignee of one lead (locked by the caller's transaction) and records it; mails the new
 * assignee unless they assigned it to themselves. `by` null: the automatic assignment.
 */
export async function applyAssignment(tx: Database, leadId: number, to: { id: number; name: string; email: string } | null, by: { id: number; name: string } | null, now: Date) {
  const [lead] = await tx
    .select({ from: leads.assignedStaffId, firstName: leads.firstName, lastName: leads.lastName, kind: leads.kind, projectName: projects.name })
    .from(leads)
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.from === (to?.id ?? null)) return false;
  await tx.update(leads).set({ assignedStaffId: to?.id ?? null, updatedAt: now }).where(eq(leads.id, leadId));
  await tx.insert(leadEvents).values({ leadId, staffUserId: by?.id ?? null, kind: "assigned", fromStaffId: lead.from, toStaffId: to?.id ?? null, createdAt: now });
  if (to) {
    const agents = tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.teamRole, "agent"));
    await tx
      .update(leadTasks)
      .set({ assignedStaffId: to.id })
      .where(and(eq(leadTasks.leadId, leadId), isNull(leadTasks.doneAt), ne(leadTasks.assignedStaffId, to.id), inArray(leadTasks.assignedStaffId, agents)));
  }
  if (to && to.id !== by?.id) {
    const leadName = `${lead.firstName} ${lead.lastName}`.trim();
    const mail = leadAssignedMail(mainSite(), { agentName: to.name, leadName, kind: KIND_LABELS[lead.kind], projectName: lead.projectName, assignedBy: by?.name ?? null, leadUrl: `${mainOrigin()}${leadPath(leadId)}` });
    await enqueueMail(tx, { to: to.email, leadId, ...mail });
  }
  return true;
}

async function assignee(tx: Database, partnerId: number | null, staffId: number) {
  const [row] =
    partnerId === null
      ? []
      : await tx.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(and(eq(staffUsers.id, staffId), assignableCondition(partnerId))).limit(1);
  if (!row) throw new AppError("unprocessable", "invalidInput", { fields: { staff_id: [fieldText("fieldUnknownAssignee")] } });
  return row;
}

/** Assigns leads (all within the caller's scope, else 404 and nothing changes) to one colleague of their partner, or to nobody (null). */
export async function assignLeads(scope: StaffScope, leadIds: readonly number[], staffId: number | null, now = new Date()): Promise<number> {
  const ids = [...new Set(leadIds)].sort((a, b) => a - b);
  const database = await db();
  const changed = await database.transaction(async (tx) => {
    const found = await tx.select({ id: leads.id, partnerId: leads.partnerId }).from(leads).where(and(inArray(leads.id, ids), scopeCondition(scope))).orderBy(asc(leads.id)).for("update");
    if (found.length !== ids.length) throw new AppError("not_found", "leadNotFound");
    const [by] = await tx.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, scope.id)).limit(1);
    let count = 0;
    const targets = new Map<number | null, Awaited<ReturnType<typeof assignee>>>();
    for (const lead of found) {
      let to = null;
      if (staffId !== null) {
        if (!targets.has(lead.partnerId)) targets.set(lead.partnerId, await assignee(tx, lead.partnerId, staffId));
        to = targets.get(lead.partnerId)!;
      }
      if (await applyAssignment(tx, lead.id, to, by ?? null, now)) count++;
    }
    return count;
  });
  kickMailOutbox();
  return changed;
}
