import "server-only";
/**
 * When the matcher runs: after every feed import that changed the catalogue (`afterImport`), and on
 * this instance's schedule (`startSavedSearchAlerts`, every 5 minutes with jitter: the matcher, then the
 * daily digests that are due). Every instance may run it at once: the matcher claims each search with
 * FOR UPDATE SKIP LOCKED and each alert through its unique key (matcher.ts).
 */
import type { Database } from "../db/client";
import { db } from "../db/client";
import { onImportChanged } from "../feeds/after-import";
import { describeError, log } from "../log";
import { kickMailOutbox } from "../mail/outbox";
import { runJob } from "../observability/jobs";
import { onShutdown } from "../server/shutdown";
import { matchSavedSearches, sendDailyDigests } from "./matcher";

export const ALERT_INTERVAL_MS = 5 * 60_000;

/** One round: match every active search, then send the digests that are due. */
export async function runSavedSearchAlerts(database: Database, now = new Date()): Promise<{ alerts: number; mails: number }> {
  return runJob("saved_search_alerts", async () => {
    const matched = await matchSavedSearches(database, now);
    const digests = await sendDailyDigests(database, now);
    const mails = matched.mails + digests;
    if (mails > 0) kickMailOutbox();
    if (matched.alerts > 0 || mails > 0) log("info", "saved_search_alerts", { searches: matched.searches, alerts: matched.alerts, mails });
    return { alerts: matched.alerts, mails };
  });
}

/** The import's end: new and cheaper projects reach instant searches at once. Never fails the import. */
export async function afterImport(database: Database): Promise<void> {
  try {
    const matched = await runJob("saved_search_alerts", () => matchSavedSearches(database));
    if (matched.mails > 0) kickMailOutbox();
  } catch (error) {
    log("error", "saved_search_alerts_failed", describeError(error));
  }
}

const globalForAlerts = globalThis as unknown as { __costaSavedSearchTimer?: { timer?: NodeJS.Timeout; running: Promise<unknown> | null; stopped: boolean } };

export function startSavedSearchAlerts(): void {
  if (globalForAlerts.__costaSavedSearchTimer) return;
  const removeHook = onImportChanged(afterImport);
  const state: { timer?: NodeJS.Timeout; running: Promise<unknown> | null; stopped: boolean } = { running: null, stopped: false };
  globalForAlerts.__costaSavedSearchTimer = state;
  const schedule = (delay: number) => {
    if (state.stopped) return;
    state.timer = setTimeout(() => {
      state.running = db()
        .then((database) => runSavedSearchAlerts(database))
        .catch((error: unknown) => log("error", "saved_search_alerts_failed", describeError(error)))
        .finally(() => {
          state.running = null;
          // Up to 10 % jitter, so instances started together spread out.
          schedule(ALERT_INTERVAL_MS * (1 + Math.random() * 0.1));
        });
    }, delay);
    state.timer.unref();
  };
  schedule(30_000 + Math.random() * 30_000);
  onShutdown(async () => {
    state.stopped = true;
    removeHook();
    clearTimeout(state.timer);
    globalForAlerts.__costaSavedSearchTimer = undefined;
    await state.running;
  });
  log("info", "saved_search_alerts_started", { interval_ms: ALERT_INTERVAL_MS });
}
