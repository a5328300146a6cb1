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

interface Prepared {
  lead: LockedLead;
  mail: ReturnType<typeof replyMail>;
  subject: string;
  body: string;
}

/**
 * Fills one reply for its lead, before the transaction: the lead's site is resolved through the app's
 * own (cached) look-ups, which must not wait on a connection the transaction holds (PGlite has one).
 */
async function prepare(scope: StaffScope, lead: LockedLead, text: { subject: string; body: string }): Promise<Prepared> {
  if (lead.anonymisedAt) throw new AppError("conflict", "leadAnonymised");
  const context = await replyContext(lead, scope.id);
  // Filled, a subject stays one line within the outbox's 300 characters; a text that fills to nothing is refused.
  const subject = fillPlaceholders(text.subject, context.values).replace(/\s+/g, " ").trim().slice(0, 300).trim();
  const body = fillPlaceholders(text.body, context.values).trim();
  if (!subject || !body) throw new AppError("unprocessable", "invalidInput", { fields: { [subject ? "body" : "subject"]: [fieldText("fieldReplyEmpty")] } });
  return { lead, subject, body, mail: replyMail(context.site, { subject, body, agentEmail: context.agent.email }) };
}

/** The leads in scope (of one partner, for a bulk reply), locked in the transaction when `tx` is one. */
function scopedLeads(database: Database, scope: StaffScope, ids: number[], partnerId?: number) {
  return database
    .select(lockedColumns)
    .from(leads)
    .where(and(inArray(leads.id, ids), partnerId === undefined ? undefined : eq(leads.partnerId, partnerId), scopeCondition(scope)))
    .orderBy(leads.id);
}

/** Queues and records the prepared replies; every lead must still be in scope (else nothing at all). */
async function deliver(scope: StaffScope, prepared: Prepared[], partnerId: number | undefined, now: Date): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    const ids = prepared.map((item) => item.lead.id);
    const current = new Map((await scopedLeads(tx, scope, ids, partnerId).for("update")).map((row) => [row.id, row]));
    if (current.size !== ids.length) throw new AppError("not_found", "leadNotFound");
    for (const item of prepared) {
      const lead = current.get(item.lead.id)!;
      if (lead.anonymisedAt) throw new AppError("conflict", "leadAnonymised");
      await enqueueMail(tx, { to: lead.email, leadId: lead.id, ...item.mail });
      await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "replied", subject: item.subject, note: item.body, createdAt: now });
      // As a status change: a new lead moves on, and the first response is kept once.
      const moves = lead.status === "new";
      if (moves || !lead.firstResponseAt) {
        await tx
          .update(leads)
          .set({ ...(moves ? { status: "contacted" as const } : {}), ...(lead.firstResponseAt ? {} : { firstResponseAt: now, firstResponseStaffId: scope.id }), updatedAt: now })
          .where(eq(leads.id, lead.id));
      }
      if (moves) await tx.insert(leadEvents).values({ leadId: lead.id, staffUserId: scope.id, kind: "status", fromStatus: "new", toStatus: "contacted", createdAt: now });
    }
  });
  kickMailOutbox();
}

/** `POST /api/crm/leads/{id}/reply`. */
export async function sendReply(scope: StaffScope, leadId: number, raw: unknown, now = new Date()): Promise<void> {
  const input = validate(replySchema, raw, "unprocessable");
  const database = await db();
  const [lead] = await scopedLeads(database, scope, [leadId]);
  if (!lead) throw new AppError("not_found", "leadNotFound");
  await deliver(scope, [await prepare(scope, lead, input)], undefined, now);
}

/** `POST /api/crm/leads/bulk-reply`: the template's partner's leads within the caller's scope, or nothing at all. */
export async function sendBulkReply(scope: StaffScope, raw: unknown, now = new Date()): Promise<{ sent: number[] }> {
  const input = validate(bulkReplySchema, raw, "unprocessable");
  const template = await getTemplate(scope, input.template_id);
  if (!template) throw new AppError("not_found", "templateNotFound");
  const database = await db();
  const found = await scopedLeads(database, scope, input.lead_ids, template.partnerId);
  if (found.length !== input.lead_ids.length) throw new AppError("not_found", "leadNotFound");
  const prepared: Prepared[] = [];
  for (const lead of found) prepared.push(await prepare(scope, lead, template));
  await deliver(scope, prepared, template.partnerId, now);
  return { sent: found.map((lead) => lead.id) };
}
