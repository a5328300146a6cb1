import "server-only";
/**
 * The outbox worker: claims due mails (queries.ts), sends them outside any transaction, then marks
 * each sent, schedules a retry with backoff, or — when the recipient's server refused the address
 * for good — marks it failed. Without a transport (no SMTP_URL) it logs each new mail once instead,
 * so that a local user can still follow a reset link.
 * A batch's mails go out `concurrency` at a time (the transport's SMTP connections).
 * `runOnce()` does one batch (tests drive it with their own clock); `drain()` is one run of the
 * `mail_outbox` job (outbox.ts): batches while they come back full, then again at once while mail is due.
 */
import type { Database } from "../db/client";
import { describeError, log } from "../log";
import { retryDelayMs, WARN_AFTER_ATTEMPTS } from "./backoff";
import { claimDueMails, claimMailsToLog, markFailed, markSent, scheduleRetry, type ClaimedMail } from "./queries";
import { describeSendError, isPermanentRejection } from "./send-error";
import type { MailTransport } from "./transport";

export interface MailWorkerOptions {
  database: () => Promise<Database>;
  /** Null when SMTP_URL is not set: mails stay pending and are logged once. */
  transport: MailTransport | null;
  /** Values blanked out of stored and logged errors (the SMTP user name and password). */
  secrets?: readonly string[];
  clock?: () => Date;
  random?: () => number;
  /** Mails sent at once (as many SMTP connections as the transport keeps). Default 1. */
  concurrency?: number;
  /**
   * Mails per claim; default 5 per connection. A batch must finish within the lease: 5 mails one after
   * another on a connection, each at most ~50 s, < 5 min.
   */
  batchSize?: number;
  leaseMs?: number;
}

export interface MailRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  logged: number;
}

export interface MailWorker {
  /** One batch. */
  runOnce(): Promise<MailRunResult>;
  /** Batches until one is not full (or the signal aborts), at most MAX_BATCHES_PER_RUN; `again` when the last was full. */
  drain(signal?: AbortSignal): Promise<{ again: boolean }>;
  /** Closes the SMTP connections. */
  close(): void;
}

/** Batches per run at most: a long backlog is worked off in runs the job runner starts again at once, each its own job run (lease, metrics). */
const MAX_BATCHES_PER_RUN = 20;

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { database, transport, secrets = [], clock = () => new Date(), random = Math.random } = options;
  const concurrency = options.concurrency ?? 1;
  const batchSize = options.batchSize ?? 5 * concurrency;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  async function deliver(db: Database, mail: ClaimedMail, result: MailRunResult): Promise<void> {
    try {
      await transport!.send(mail);
    } catch (error) {
      const reason = describeSendError(error, secrets);
      const attempts = mail.attempts + 1;
      if (isPermanentRejection(error)) {
        if (await markFailed(db, mail, reason)) result.failed++;
        log("warn", "mail_failed", { mailId: mail.id, attempts, reason });
        return;
      }
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(attempts, random()));
      const kept = await scheduleRetry(db, mail, { error: reason, nextAttemptAt });
      if (kept) result.retried++;
      // Never silent: every failure is logged, as a warning once it has gone on for hours.
      log(attempts >= WARN_AFTER_ATTEMPTS ? "warn" : "info", "mail_retry_scheduled", {
        mailId: mail.id, attempts, nextAttemptAt: nextAttemptAt.toISOString(), reason, leaseLost: !kept || undefined,
      });
      return;
    }
    await markSent(db, mail, clock());
    result.sent++;
    log("info", "mail_sent", { mailId: mail.id, attempts: mail.attempts + 1 });
  }

  async function runOnce(): Promise<MailRunResult> {
    const result: MailRunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, logged: 0 };
    const db = await database();
    if (!transport) {
      const mails = await claimMailsToLog(db, { now: clock(), limit: batchSize });
      result.claimed = mails.length;
      for (const mail of mails) {
        // The text (with its link) lets a local user reset a password without SMTP; a lead's mail
        // holds a visitor's personal data, which stays in the database (and the CRM).
        if (mail.leadId === null) log("info", "mail_not_sent_without_smtp", { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text });
        else log("info", "mail_not_sent_without_smtp", { mailId: mail.id, leadId: mail.leadId });
        result.logged++;
      }
      return result;
    }
    const mails = await claimDueMails(db, { now: clock(), limit: batchSize, leaseMs });
    result.claimed = mails.length;
    await eachAtMost(mails, concurrency, async (mail) => {
      try {
        await deliver(db, mail, result);
      } catch (error) {
        // Only the bookkeeping can land here (the database went away): the lease runs out and
        // the mail is tried again, so a sent mail may go out twice, but none is lost.
        log("error", "mail_outbox_update_failed", { mailId: mail.id, ...describeError(error) });
      }
    });
    return result;
  }

  async function drain(signal?: AbortSignal): Promise<{ again: boolean }> {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      if (signal?.aborted || (await runOnce()).claimed < batchSize) return { again: false };
    }
    return { again: !signal?.aborted };
  }

  return { runOnce, drain, close: () => transport?.close() };
}
