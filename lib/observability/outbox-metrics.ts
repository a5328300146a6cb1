import "server-only";
/**
 * The mail outbox's backlog as gauges, read from the database at each scrape (one query for all three;
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
  // The three gauges of one scrape share a reading.
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
  new Gauge({
    name: "costa_mail_outbox_pending",
    help: "Mails waiting to be sent (NaN: the database did not answer)",
    registers,
    async collect() {
      this.set((await current())?.pending ?? Number.NaN);
    },
  });
  new Gauge({
    name: "costa_mail_outbox_failed",
    help: "Mails given up on (the recipient's server refused the address)",
    registers,
    async collect() {
      this.set((await current())?.failed ?? Number.NaN);
    },
  });
  new Gauge({
    name: "costa_mail_outbox_oldest_pending_age_seconds",
    help: "How long the oldest waiting mail has waited (0: none waits)",
    registers,
    async collect() {
      const status = await current();
      this.set(!status ? Number.NaN : status.oldestPendingAt ? Math.max(0, (Date.now() - status.oldestPendingAt.getTime()) / 1000) : 0);
    },
  });
}
