import "server-only";
/**
 * The outbox rows a worker works on. A claim is one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED): a transaction of its own that ends before anything is sent, so no transaction (and on
 * PGlite, the one connection) is held during network I/O. It sets `locked_until`, a lease: other
 * workers skip the row until it runs out, so a mail goes out once however many instances run, and
 * a crashed worker's mails are tried again once its lease has passed.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { OutboxMessage } from "./transport";

export interface ClaimedMail extends OutboxMessage {
  attempts: number;
  /** Set on a lead's mails: their text is a visitor's personal data. */
  leadId: number | null;
  /** The lease this worker holds: updates check it, so a worker whose lease ran out changes nothing. */
  lockedUntil: Date;
}

const due = (now: Date) =>
  and(
    eq(mailOutbox.status, "pending"),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
  );

const messageColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  text: mailOutbox.textBody,
  html: mailOutbox.htmlBody,
  fromName: mailOutbox.fromName,
  replyTo: mailOutbox.replyTo,
  createdAt: mailOutbox.createdAt,
  leadId: mailOutbox.leadId,
  headers: mailOutbox.headers,
  icalMethod: mailOutbox.icalMethod,
  icalContent: mailOutbox.icalContent,
};

/** Claims up to `limit` due mails, the longest-waiting first, for `leaseMs`. */
export async function claimDueMails(db: Database, { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(now))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, ids))
    .returning({ ...messageColumns, attempts: mailOutbox.attempts, lockedUntil: mailOutbox.lockedUntil });
  // RETURNING has no order; send in the order claimed.
  return rows.map((row) => ({ ...row, lockedUntil: row.lockedUntil! })).sort((a, b) => a.id - b.id);
}

/** The server accepted the mail. Recorded even when the lease ran out meanwhile: it did go out. */
export async function markSent(db: Database, mail: ClaimedMail, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, lockedUntil: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending")));
}

/** Tries again at `nextAttemptAt`; false when this worker no longer held the lease. */
export async function scheduleRetry(db: Database, mail: ClaimedMail, { error, nextAttemptAt }: { error: string; nextAttemptAt: Date }): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error, nextAttemptAt, lockedUntil: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.lockedUntil, mail.lockedUntil)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Gives up on a mail whose address the receiving server refused for good. */
export async function markFailed(db: Database, mail: ClaimedMail, error: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "failed", attempts: sql`${mailOutbox.attempts} + 1`, lastError: error, lockedUntil: null })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.lockedUntil, mail.lockedUntil)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The mark of a mail whose text went to the log because no SMTP server is configured. */
export const LOGGED_WITHOUT_SMTP = "not sent: SMTP_URL is not set; logged (a lead's mail without its text)";

/**
 * Without SMTP: claims due mails that were never tried nor logged and marks them as logged, so each
 * is logged once (by one instance). They stay pending: with SMTP_URL set they are sent as usual.
 */
export async function claimMailsToLog(db: Database, { now, limit }: { now: Date; limit: number }): Promise<(OutboxMessage & { leadId: number | null })[]> {
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(due(now), eq(mailOutbox.attempts, 0), isNull(mailOutbox.lastError)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db.update(mailOutbox).set({ lastError: LOGGED_WITHOUT_SMTP }).where(inArray(mailOutbox.id, ids)).returning(messageColumns);
  return rows.sort((a, b) => a.id - b.id);
}
