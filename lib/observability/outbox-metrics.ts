import "server-only";
/**
 * The mail outbox's backlog as gauges, read from the database at each scrape (one query for all of them;
 * in several instances every one reports the same shared outbox). Registered by the metrics route on
 * its first call: the server bundle that counts requests must not load the database.
 */
import { Gauge } from "prom-client";
import { db } from "../db/client";
import { log } from "../log";
import { outboxStatus, type OutboxStatus } from "../mail/status";
import { metrics } from "./metrics";

const globalForOutbox = globalThis as unknown as { __costaOutboxGauges?: true };

export function registerOutboxMetrics(): void {
  if (globalForOutbox.__costaOutboxGauges) return;
  globalForOutbox.__costaOutboxGauges = true;
  const registers = [metrics().registry];
  let reading: { at: number; status: Promise<OutboxStatus | null> } | undefined;
  // The gauges of one scrape share a reading.
  const current = () => {
    if (!reading || Date.now() - reading.at > 1000) {
      reading = {
        at: Date.now(),
        status: db()
          .then((database) => outboxStatus(database, 0))
          .catch((error: unknown) => {
            log("warn", "metrics_outbox_unreadable", { message: error instanceof Error ? error.message : String(error) });
            return null;
          }),
      };
    }
    return reading.status;
  };
  /** Seconds since `since`; 0 when nothing waits. */
  const ageOf = (since: Date | null) => (since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0);
  /** A gauge of the shared reading; NaN when the database did not answer. */
  const gauge = (name: string, help: string, value: (status: OutboxStatus) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const status = await current();
        this.set(status ? value(status) : Number.NaN);
      },
    });
  gauge("costa_mail_outbox_pending", "Mails waiting to be sent (NaN: the database did not answer)", (status) => status.pending);
  gauge("costa_mail_outbox_failed", "Mails given up on (the recipient's server refused the address)", (status) => status.failed);
  gauge("costa_mail_outbox_oldest_pending_age_seconds", "How long the oldest waiting mail has waited (0: none waits)", (status) => ageOf(status.oldestPendingAt));
  gauge("costa_mail_outbox_due", "The backlog: mails due to be sent now and not sent yet (a retry waiting for its time is pending, not due)", (status) => status.due);
  gauge("costa_mail_outbox_oldest_due_age_seconds", "How long the oldest due mail has waited since it was queued (0: none is due)", (status) => ageOf(status.oldestDueAt));
}
