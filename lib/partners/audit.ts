/**
 * The audit list of a partner's brand and details: who changed what, when. A change names each field;
 * old and new values are kept only for fields that hold no personal data (a contact's e-mail, phone,
 * WhatsApp number, name and address are named, never copied into the list).
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { partnerAudit, staffUsers, type partners } from "../db/schema";

type PartnerRow = typeof partners.$inferSelect;
export interface AuditChange {
  field: string;
  old?: string | null;
  new?: string | null;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value));

/** The audited fields by their API name, with the value each compares; `personal` ones keep no values. */
const FIELDS: Array<{ field: string; value: (row: PartnerRow) => string | null; personal?: true }> = [
  { field: "name", value: (row) => row.name },
  { field: "primary", value: (row) => row.primaryColor },
  { field: "secondary", value: (row) => row.secondaryColor },
  { field: "heading", value: (row) => row.headingColor },
  { field: "logo", value: (row) => row.logoUrl },
  { field: "about_photo", value: (row) => row.aboutPhotoUrl },
  { field: "domain", value: (row) => row.domain },
  { field: "requested_domain", value: (row) => row.requestedDomain },
  { field: "email", value: (row) => row.email, personal: true },
  { field: "phone", value: (row) => row.phone, personal: true },
  { field: "whatsapp", value: (row) => row.whatsapp, personal: true },
  { field: "person", value: (row) => row.personName, personal: true },
  { field: "role", value: (row) => row.personRole },
  { field: "company", value: (row) => row.companyName },
  { field: "address", value: (row) => row.address, personal: true },
  { field: "website", value: (row) => row.website },
  { field: "opening_hours", value: (row) => row.openingHours },
  { field: "about", value: (row) => row.about },
  { field: "socials", value: (row) => text(row.socialLinks) },
  { field: "regions", value: (row) => text(row.regionIds) },
  { field: "active", value: (row) => text(row.active) },
];

/** Long texts (the "over ons" text) are kept to their start: the list says what changed, not the whole text. */
const MAX_VALUE = 200;
const clip = (value: string | null) => (value && value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value);

export function auditChanges(before: PartnerRow, after: PartnerRow): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const { field, value, personal } of FIELDS) {
    const [old, now] = [value(before), value(after)];
    if (old === now) continue;
    changes.push(personal ? { field } : { field, old: clip(old), new: clip(now) });
  }
  return changes;
}

/** Records the changes (none: nothing) by this CRM user, under the name they have now. */
export async function recordAudit(database: Database, partnerId: number, staffId: number, changes: AuditChange[], now = new Date()): Promise<void> {
  if (changes.length === 0) return;
  const [actor] = await database.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  await database.insert(partnerAudit).values({ partnerId, staffUserId: staffId, actorName: actor?.name ?? "?", changes, createdAt: now });
}

const AUDIT_PAGE = 100;

/** The newest changes first. */
export async function listAudit(database: Database, partnerId: number) {
  const rows = await database.select().from(partnerAudit).where(eq(partnerAudit.partnerId, partnerId)).orderBy(desc(partnerAudit.createdAt), desc(partnerAudit.id)).limit(AUDIT_PAGE);
  return rows.map((row) => ({ id: row.id, at: row.createdAt.toISOString(), who: { id: row.staffUserId, name: row.actorName }, changes: row.changes }));
}
export type AuditEntry = Awaited<ReturnType<typeof listAudit>>[number];
