import "server-only";
/**
 * The outbox worker of this process, started once by instrumentation.ts (Node runtime, never during
 * `next build`) and kept on globalThis so that every bundle's `kickMailOutbox()` reaches it.
 */
import { db } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { onShutdown } from "../server/shutdown";
import { parseMailFrom } from "./sender";
import { smtpSecrets } from "./send-error";
import { smtpTransport } from "./transport";
import { createMailWorker, type MailWorker } from "./worker";

const globalForMail = globalThis as unknown as { __costaMailWorker?: MailWorker };

/** Where mail goes, for the start-up log line: host and port only, never the credentials. */
function smtpTarget(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

export function startMailOutbox(): MailWorker {
  if (globalForMail.__costaMailWorker) return globalForMail.__costaMailWorker;
  const { SMTP_URL, MAIL_FROM } = env();
  const transport = SMTP_URL ? smtpTransport(SMTP_URL, parseMailFrom(MAIL_FROM)) : null;
  const worker = createMailWorker({ database: db, transport, secrets: smtpSecrets(SMTP_URL) });
  globalForMail.__costaMailWorker = worker;
  worker.start();
  onShutdown(stopMailOutbox);
  log("info", "mail_outbox_started", SMTP_URL ? { smtp: smtpTarget(SMTP_URL) } : { smtp: null, note: "SMTP_URL is not set: mails stay queued and their text is logged" });
  return worker;
}

/** Ends the timer and waits for a batch in flight (its lease covers it if the process dies first). */
export async function stopMailOutbox(): Promise<void> {
  const worker = globalForMail.__costaMailWorker;
  globalForMail.__costaMailWorker = undefined;
  await worker?.stop();
}

/**
 * Sends what is due now instead of at the next interval. Call it after the transaction that queued a
 * mail has committed; it returns at once and does nothing where no worker runs (tests, scripts).
 */
export function kickMailOutbox(): void {
  globalForMail.__costaMailWorker?.kick();
}
