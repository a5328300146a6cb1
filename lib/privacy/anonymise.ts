import "server-only";
/**
 * Erasing personal data from leads (AVG/GDPR): the names, contact details and free text go, the lead
 * stays as a count (kind, partner, project, dates, status), with an "anonymised" event.
 */
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadEvents, leads, mailOutbox } from "../db/schema";

const ERASED = {
  firstName: "Verwijderd",
  lastName: "",
  phone: null,
  zipCode: null,
  address: null,
  subject: null,
  message: null,
  preferredDate: null,
  partOfDay: null,
  idempotencyKey: null,
  requestHash: null,
} as const;

/** Anonymises the leads `where` selects (not yet anonymised); returns how many. */
export async function anonymiseLeads(tx: Database, where: SQL, now = new Date()): Promise<number> {
  const rows = await tx
    .update(leads)
    .set({ ...ERASED, email: sql`'verwijderd-' || ${leads.id} || '@invalid.example'`, anonymisedAt: now, updatedAt: now })
    .where(and(where, isNull(leads.anonymisedAt)))
    .returning({ id: leads.id });
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  await tx.insert(leadEvents).values(ids.map((leadId) => ({ leadId, kind: "anonymised" as const, createdAt: now })));
  // Their mails held the same details: the outbox keeps none of them.
  await tx.delete(mailOutbox).where(inArray(mailOutbox.leadId, ids));
  return rows.length;
}

/** The leads of a client: linked to the account, or sent with its e-mail address. */
export function leadsOfClient(clientId: number, email: string): SQL {
  return or(eq(leads.clientId, clientId), eq(sql`lower(${leads.email})`, email.toLowerCase()))!;
}

/** Leads older than the retention period. */
export function leadsOlderThan(cutoff: Date): SQL {
  return lt(leads.createdAt, cutoff);
}
