import "server-only";
/**
 * Viewings in the data layer: planned from a lead, changed (a new time or place raises the iCalendar
 * SEQUENCE), marked done or cancelled; each step is an event in the lead's history and, except
 * "done", mails the buyer and the agent an `.ics` in the same transaction (the outbox).
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { AppError, fieldText } from "../../app-error";
import { db, type Database } from "../../db/client";
import { leadEvents, leads, projects, staffUsers, viewings } from "../../db/schema";
import { kickMailOutbox } from "../../mail/outbox";
import { scopeCondition } from "../leads";
import type { StaffScope } from "../staff";
import { viewingScopeCondition } from "./access";
import { enqueueViewingMails, siteOfPartner } from "./mails";
import type { ViewingChangeInput, ViewingPlanInput } from "./schemas";
import { madridInstant, madridLongDate, clockTimes, madridParts } from "./time";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const invalid = (field: string, key: Parameters<typeof fieldText>[0]) => new AppError("unprocessable", "invalidInput", { fields: { [field]: [fieldText(key)] } });

function instantOf(date: string, time: string): Date {
  const at = madridInstant(date, time);
  if (!at) throw invalid("time", "viewingTimeMissing");
  return at;
}

/** An active CRM user of the lead's partner (for a main-brand lead: an admin) may be the agent. */
async function checkAgent(tx: Tx, agentId: number, partnerId: number | null) {
  const [agent] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, agentId), eq(staffUsers.active, true), eq(staffUsers.invitePending, false), partnerId === null ? eq(staffUsers.role, "admin") : eq(staffUsers.partnerId, partnerId)))
    .limit(1);
  if (!agent) throw invalid("agent_id", "fieldUnknownAgent");
}

/** The main catalogue's projects and the lead's partner's own. */
async function checkProject(tx: Tx, projectId: number, partnerId: number | null) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), partnerId === null ? isNull(projects.partnerId) : or(isNull(projects.partnerId), eq(projects.partnerId, partnerId))))
    .limit(1);
  if (!project) throw invalid("project_id", "fieldUnknownProject");
}

/** The history line: when and where, in Spanish time. */
function eventNote(startsAt: Date, meetingPoint: string): string {
  const { spain } = clockTimes(startsAt);
  return `${madridLongDate(startsAt)} ${spain} (Spaanse tijd) · ${meetingPoint}`;
}

export async function planViewing(scope: StaffScope, input: ViewingPlanInput, now = new Date()): Promise<{ id: number }> {
  const startsAt = instantOf(input.date, input.time);
  const database = await db();
  const [leadSite] = await database.select({ partnerId: leads.partnerId }).from(leads).where(and(eq(leads.id, input.lead_id), scopeCondition(scope))).limit(1);
  const site = await siteOfPartner(database, leadSite?.partnerId ?? null);
  const id = await database.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, partnerId: leads.partnerId, projectId: leads.projectId, status: leads.status, firstResponseAt: leads.firstResponseAt, anonymisedAt: leads.anonymisedAt }).from(leads).where(and(eq(leads.id, input.lead_id), scopeCondition(scope))).for("update").limit(1);
    if (!lead) throw invalid("lead_id", "fieldUnknownLead");
    if (lead.anonymisedAt) throw invalid("lead_id", "fieldLeadAnonymised");
    await checkAgent(tx, input.agent_id, lead.partnerId);
    const projectId = input.project_id === undefined ? lead.projectId : input.project_id;
    if (projectId !== null) await checkProject(tx, projectId, lead.partnerId);
    const [row] = await tx
      .insert(viewings)
      .values({ leadId: lead.id, partnerId: lead.partnerId, projectId, agentId: input.agent_id, startsAt, durationMinutes: input.duration_minutes, meetingPoint: input.meeting_point, notes: input.notes || null, uid: `viewing-${randomUUID()}@costa-nieuwbouw`, createdAt: now, updatedAt: now })
      .returning({ id: viewings.id });
    await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "viewing_planned", note: eventNote(startsAt, input.meeting_point), createdAt: now });
    // A planned viewing moves an open lead on (and is a response to it).
    if (lead.status === "new" || lead.status === "contacted") {
      await tx.update(leads).set({ status: "viewing_planned", updatedAt: now, ...(lead.firstResponseAt ? {} : { firstResponseAt: now, firstResponseStaffId: scope.id }) }).where(eq(leads.id, lead.id));
      await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "status", fromStatus: lead.status, toStatus: "viewing_planned", createdAt: now });
    }
    await enqueueViewingMails(tx, row!.id, "planned", site);
    return row!.id;
  });
  kickMailOutbox();
  return { id };
}

/** A new time, place or note; or done / cancelled. Unknown or out of scope: 404. */
export async function changeViewing(scope: StaffScope, viewingId: number, change: ViewingChangeInput, now = new Date()): Promise<void> {
  const database = await db();
  const [viewingSite] = await database.select({ partnerId: viewings.partnerId }).from(viewings).where(eq(viewings.id, viewingId)).limit(1);
  const site = await siteOfPartner(database, viewingSite?.partnerId ?? null);
  const mailed = await database.transaction(async (tx) => {
    const [current] = await tx
      .select({ viewing: viewings })
      .from(viewings)
      .innerJoin(leads, eq(leads.id, viewings.leadId))
      .where(and(eq(viewings.id, viewingId), viewingScopeCondition(scope)))
      .for("update", { of: viewings })
      .limit(1);
    if (!current) throw new AppError("not_found", "viewingNotFound");
    const viewing = current.viewing;
    if (viewing.status !== "planned") throw invalid("status", "viewingClosed");
    if (change.status) {
      await tx.update(viewings).set({ status: change.status, updatedAt: now, ...(change.status === "cancelled" ? { sequence: viewing.sequence + 1 } : {}) }).where(eq(viewings.id, viewingId));
      await tx.insert(leadEvents).values({ leadId: viewing.leadId, staffUserId: scope.id, kind: change.status === "done" ? "viewing_done" : "viewing_cancelled", note: eventNote(viewing.startsAt, viewing.meetingPoint), createdAt: now });
      if (change.status === "cancelled") await enqueueViewingMails(tx, viewingId, "cancelled", site);
      return change.status === "cancelled";
    }
    const parts = madridParts(viewing.startsAt);
    const startsAt = change.date && change.time ? instantOf(change.date, change.time) : viewing.startsAt;
    const meetingPoint = change.meeting_point ?? viewing.meetingPoint;
    const durationMinutes = change.duration_minutes ?? viewing.durationMinutes;
    // Time, length and place are in the invitation: a change of one of them is a new version of it.
    const moved = startsAt.getTime() !== viewing.startsAt.getTime() || meetingPoint !== viewing.meetingPoint || durationMinutes !== viewing.durationMinutes;
    await tx
      .update(viewings)
      .set({ startsAt, meetingPoint, durationMinutes, notes: change.notes === undefined ? viewing.notes : change.notes || null, updatedAt: now, ...(moved ? { sequence: viewing.sequence + 1 } : {}) })
      .where(eq(viewings.id, viewingId));
    if (moved) {
      await tx.insert(leadEvents).values({ leadId: viewing.leadId, staffUserId: scope.id, kind: "viewing_changed", note: `${parts.date} ${parts.time} → ${eventNote(startsAt, meetingPoint)}`, createdAt: now });
      await enqueueViewingMails(tx, viewingId, "changed", site);
    }
    return moved;
  });
  if (mailed) kickMailOutbox();
}
