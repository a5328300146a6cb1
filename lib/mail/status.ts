/**
 * The outbox at a glance, for operators (`npm run mail:outbox`, `/api/metrics`): how many mails wait,
 * how many of them are due now (the backlog), how long the oldest has waited, which failed, and the
 * latest errors. Not server-only: the script imports it.
 */
import { and, desc, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

interface OutboxProblem {
  id: number;
  status: "pending" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

export interface OutboxStatus {
  pending: number;
  /** Pending mails due now (not waiting for a later retry): the backlog the worker has yet to send. */
  due: number;
  /** Pending mails that have failed at least once. */
  retrying: number;
  failed: number;
  sent: number;
  oldestPendingAt: Date | null;
  /** When the oldest due mail was queued. */
  oldestDueAt: Date | null;
  /** The most recent failed or retrying mails (recipients left out: they are personal data). */
  problems: OutboxProblem[];
}

const asDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null);

export async function outboxStatus(db: Database, problemLimit = 10, now = new Date()): Promise<OutboxStatus> {
  const due = and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now));
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
      retrying: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')`.mapWith(Number),
      oldestPendingAt: sql<string | Date | null>`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')`,
      due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      oldestDueAt: sql<string | Date | null>`min(${mailOutbox.createdAt}) filter (where ${due})`,
    })
    .from(mailOutbox);
  const problems = await db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.status, "failed"), and(eq(mailOutbox.status, "pending"), gt(mailOutbox.attempts, 0))))
    .orderBy(desc(mailOutbox.id))
    .limit(problemLimit);
  return {
    pending: counts?.pending ?? 0,
    due: counts?.due ?? 0,
    retrying: counts?.retrying ?? 0,
    failed: counts?.failed ?? 0,
    sent: counts?.sent ?? 0,
    oldestPendingAt: asDate(counts?.oldestPendingAt),
    oldestDueAt: asDate(counts?.oldestDueAt),
    problems: problems.map((row) => ({ ...row, status: row.status === "failed" ? "failed" : "pending" })),
  };
}
