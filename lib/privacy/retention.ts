import "server-only";
/**
 * Leads older than LEAD_RETENTION_MONTHS (default 24) are anonymised: a daily job in the app process.
 * Idempotent, so several instances may run it; each run handles what is due at that moment.
 */
import { db } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { onShutdown } from "../server/shutdown";
import { anonymiseLeads, leadsOlderThan } from "./anonymise";

const DAY_MS = 86_400_000;

export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function anonymiseExpiredLeads(now = new Date(), months = env().LEAD_RETENTION_MONTHS): Promise<number> {
  const database = await db();
  const count = await database.transaction((tx) => anonymiseLeads(tx, leadsOlderThan(retentionCutoff(now, months)), now));
  if (count > 0) log("info", "leads_anonymised", { count, months });
  return count;
}

const globalForRetention = globalThis as unknown as { __costaRetentionTimer?: NodeJS.Timeout };

/** Runs a minute after start, then daily (with up to an hour of jitter so instances spread out). */
export function startRetentionJob(): void {
  if (globalForRetention.__costaRetentionTimer) return;
  const schedule = (delay: number) => {
    globalForRetention.__costaRetentionTimer = setTimeout(async () => {
      try {
        await anonymiseExpiredLeads();
      } catch (error) {
        log("warn", "retention_failed", { error: error instanceof Error ? error.message : String(error) });
      }
      schedule(DAY_MS + Math.random() * 3_600_000);
    }, delay);
    globalForRetention.__costaRetentionTimer.unref();
  };
  schedule(60_000);
  onShutdown(async () => {
    clearTimeout(globalForRetention.__costaRetentionTimer);
    globalForRetention.__costaRetentionTimer = undefined;
  });
}
