import "server-only";
/**
 * Leads older than LEAD_RETENTION_MONTHS (default 24) are anonymised: a daily job in the app process.
 * Idempotent, so several instances may run it; each run handles what is due at that moment.
 */
import { db } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { runJob } from "../observability/jobs";
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

const globalForRetention = globalThis as unknown as { __costaRetention?: { timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean } };

/**
 * Runs a minute after start, then daily (with up to an hour of jitter so instances spread out). On
 * SIGTERM no new run starts, and the server waits for one in flight (its own transaction).
 */
export function startRetentionJob(): void {
  if (globalForRetention.__costaRetention) return;
  const state: { timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean } = { stopped: false };
  globalForRetention.__costaRetention = state;
  const run = async () => {
    try {
      await runJob("lead_retention", () => anonymiseExpiredLeads());
    } catch (error) {
      log("warn", "retention_failed", { error: error instanceof Error ? error.message : String(error) });
    }
  };
  const schedule = (delay: number) => {
    state.timer = setTimeout(() => {
      if (state.stopped) return;
      state.running = run().finally(() => {
        state.running = undefined;
        if (!state.stopped) schedule(DAY_MS + Math.random() * 3_600_000);
      });
    }, delay);
    state.timer.unref();
  };
  schedule(60_000);
  onShutdown(async () => {
    state.stopped = true;
    clearTimeout(state.timer);
    await state.running;
    globalForRetention.__costaRetention = undefined;
  });
}
