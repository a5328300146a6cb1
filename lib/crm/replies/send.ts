import "server-only";
/**
 * Replying to leads: one reply as the agent edited it, or one template to several leads, each filled for
 * its own lead. A reply is mailed through the outbox in the partner's name with `Reply-To` the agent,
 * recorded in the history with its text, and counts as the first response (the dashboard's response
 * time); a new lead moves on to "contacted", recorded as a status change. All in one transaction: a
 * lead outside the caller's scope refuses the whole request (404) before anything is queued.
 */
import { and, eq, inArray } from "drizzle-orm";
import { validate } from "../../api/input";
import { AppError, fieldText } from "../../app-error";
import { db, type Database } from "../../db/client";
import { leadEvents, leads } from "../../db/schema";
import { enqueueMail } from "../../mail/enqueue";
import { kickMailOutbox } from "../../mail/outbox";
import { replyMail } from "../../mail/templates/reply";
import { scopeCondition } from "../leads";
import type { StaffScope } from "../staff";
import { replyContext } from "./context";
import { fillPlaceholders } from "./placeholders";
import { bulkReplySchema, replySchema } from "./schemas";
import { getTemplate } from "./templates";

const lockedColumns = {
  id: leads.id,
  status: leads.status,
  firstResponseAt: leads.firstResponseAt,
  anonymisedAt: leads.anonymisedAt,
  email: leads.email,
  firstName: leads.firstName,
  lastName: leads.lastName,
  clientId: leads.clientId,
  projectId: leads.projectId,
  partnerId: leads.partnerId,
};
type LockedLead = { [K in keyof typeof lockedColumns]: (typeof leads.$inferSelect)[K] };

/** Fills, queues and records one reply to a locked lead. */
async function replyTo(tx: Database, scope: StaffScope, lead: LockedLead, text: { subject: string; body: string }, now: Date): Promise<void> {
  if (lead.anonymisedAt) throw new AppError("conflict", "leadAnonymised");
  const context = await replyContext(tx, lead, scope.id);
  // Filled, a subject stays one line within the outbox's 300 characters; a text that fills to nothing is refused.
  const subject = fillPlaceholders(text.subject, context.values).replace(/\s+/g, " ").trim().slice(0, 300).trim();
  const body = fillPlaceholders(text.body, context.values).trim();
  if (!subject || !body) throw new AppError("unprocessable", "invalidInput", { fields: { [subject ? "body" : "subject"]: [fieldText("fieldReplyEmpty")] } });
  await enqueueMail(tx, { to: lead.email, leadId: lead.id, ...replyMail(context.site, { subject, body, agentEmail: context.agent.email }) });
  await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "replied", subject, note: body, createdAt: now });
  const moves = lead.status === "new";
  if (moves || !lead.firstResponseAt) {
    await tx
      .update(leads)
      .set({ ...(moves ? { status: "contacted" as const } : {}), ...(lead.firstResponseAt ? {} : { firstResponseAt: now }), updatedAt: now })
      .where(eq(leads.id, lead.id));
  }
  if (moves) await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "status", fromStatus: "new", toStatus: "contacted", createdAt: now });
}

/** `POST /api/crm/leads/{id}/reply`. */
export async function sendReply(scope: StaffScope, leadId: number, raw: unknown, now = new Date()): Promise<void> {
  const input = validate(replySchema, raw, "unprocessable");
  const database = await db();
  await database.transaction(async (tx) => {
    const [lead] = await tx.select(lockedColumns).from(leads).where(and(eq(leads.id, leadId), scopeCondition(scope))).for("update").limit(1);
    if (!lead) throw new AppError("not_found", "leadNotFound");
    await replyTo(tx, scope, lead, input, now);
  });
  kickMailOutbox();
}

/** `POST /api/crm/leads/bulk-reply`: the template's partner's leads within the caller's scope, or nothing at all. */
export async function sendBulkReply(scope: StaffScope, raw: unknown, now = new Date()): Promise<{ sent: number[] }> {
  const input = validate(bulkReplySchema, raw, "unprocessable");
  const template = await getTemplate(scope, input.template_id);
  if (!template) throw new AppError("not_found", "templateNotFound");
  const database = await db();
  await database.transaction(async (tx) => {
    const found = await tx
      .select(lockedColumns)
      .from(leads)
      .where(and(inArray(leads.id, input.lead_ids), eq(leads.partnerId, template.partnerId), scopeCondition(scope)))
      .orderBy(leads.id)
      .for("update");
    if (found.length !== input.lead_ids.length) throw new AppError("not_found", "leadNotFound");
    for (const lead of found) await replyTo(tx, scope, lead, template, now);
  });
  kickMailOutbox();
  return { sent: input.lead_ids };
}
