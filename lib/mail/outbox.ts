import "server-only";
/**
 * The outbox as a background job (lib/jobs): every 30 seconds, at once when kicked after a commit
 * that queued a mail, and at once again while a run ended with mail still due (a backlog drains as
 * fast as the SMTP server takes it). The mails themselves are claimed in batches with a lease (queries.ts).
 */
import { db } from "../db/client";
import { env } from "../env";
import { defineJob, type JobDefinition } from "../jobs/define";
import { triggerJob } from "../jobs/trigger";
import { log } from "../log";
import { parseMailFrom } from "./sender";
import { smtpSecrets } from "./send-error";
import { smtpTransport } from "./transport";
import { createMailWorker } from "./worker";

const MAIL_OUTBOX_JOB = "mail_outbox";

/** Where mail goes, for the start-up log line: host and port only, never the credentials. */
function smtpTarget(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** The job, configured from the environment (SMTP_URL, MAIL_FROM) when the runner starts. */
export function mailOutboxJob(): JobDefinition {
  const { SMTP_URL, MAIL_FROM, MAIL_SEND_CONCURRENCY } = env();
  const transport = SMTP_URL ? smtpTransport(SMTP_URL, parseMailFrom(MAIL_FROM), MAIL_SEND_CONCURRENCY) : null;
  const worker = createMailWorker({ database: db, transport, secrets: smtpSecrets(SMTP_URL), concurrency: MAIL_SEND_CONCURRENCY });
  log("info", "mail_outbox_started", SMTP_URL ? { smtp: smtpTarget(SMTP_URL) } : { smtp: null, note: "SMTP_URL is not set: mails stay queued and their text is logged" });
  return defineJob({
    name: MAIL_OUTBOX_JOB,
    schedule: { everyMs: 30_000 },
    firstRunAfterMs: 0,
    retry: { firstDelayMs: 30_000, maxDelayMs: 5 * 60_000 },
    run: ({ signal }) => worker.drain(signal),
    close: () => worker.close(),
  });
}

/**
 * Sends what is due now instead of at the next tick. Call it after the transaction that queued a
 * mail has committed; it returns at once and does nothing where no runner runs (tests, scripts).
 */
export function kickMailOutbox(): void {
  triggerJob(MAIL_OUTBOX_JOB);
}
