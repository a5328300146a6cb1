/** Shared pieces of the mail outbox tests: a clock the test moves, a worker on the test SMTP server, row reads. */
import { eq } from "drizzle-orm";
import type { Database } from "../../../lib/db/client";
import { mailOutbox } from "../../../lib/db/schema";
import { enqueueMail } from "../../../lib/mail/enqueue";
import { parseMailFrom } from "../../../lib/mail/sender";
import { smtpSecrets } from "../../../lib/mail/send-error";
import { resetPasswordMail } from "../../../lib/mail/templates/reset-password";
import { smtpTransport, type MailTransport } from "../../../lib/mail/transport";
import { createMailWorker, type MailRunResult, type MailWorker, type MailWorkerOptions } from "../../../lib/mail/worker";
import { partnerSite } from "../../support/mail-sites";

const MAIL_FROM = "Costa Nieuwbouw <noreply@costanieuwbouw.nl>";
export const RESET_URL = "http://localhost:3000/zuidkust/client-reset-password/0123456789abcdef";

/** Real time plus an offset the test moves forward: retries and leases come due without waiting. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => void (offsetMs += ms),
  };
}

export function mailWorker(db: Database, smtpUrl: string | null, options: Partial<MailWorkerOptions> = {}): MailWorker {
  return createMailWorker({
    database: async () => db,
    transport: smtpUrl ? smtpTransport(smtpUrl, parseMailFrom(MAIL_FROM), options.concurrency) : null,
    secrets: smtpSecrets(smtpUrl ?? undefined),
    random: () => 0,
    ...options,
  });
}

/** The real SMTP transport with `connections`, watched: the most mails it had in flight at once. */
export function watchedTransport(smtpUrl: string, connections: number): { transport: MailTransport; mostAtOnce: () => number } {
  const real = smtpTransport(smtpUrl, parseMailFrom(MAIL_FROM), connections);
  let inFlight = 0;
  let most = 0;
  const transport: MailTransport = {
    async send(message) {
      most = Math.max(most, ++inFlight);
      try {
        await real.send(message);
      } finally {
        inFlight--;
      }
    },
    close: () => real.close(),
  };
  return { transport, mostAtOnce: () => most };
}

/** Queues a reset mail for `to` in a transaction of its own, as the accounts feature will. */
export async function queueResetMail(db: Database, to = "anna@example.nl"): Promise<number> {
  const mail = resetPasswordMail(partnerSite(), { firstName: "Anna", resetUrl: RESET_URL, expiresInMinutes: 60 });
  const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...mail }));
  return id;
}

export async function readMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
}

/** Runs batches until nothing is due, adding up what happened. */
export async function drain(worker: MailWorker): Promise<MailRunResult> {
  const total: MailRunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, logged: 0 };
  for (;;) {
    const result = await worker.runOnce();
    if (result.claimed === 0) return total;
    for (const key of Object.keys(total) as (keyof MailRunResult)[]) total[key] += result[key];
  }
}
