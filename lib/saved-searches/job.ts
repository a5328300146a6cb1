import "server-only";
/**
 * When the matcher runs: after every feed import that changed the catalogue (`afterImport`, registered
 * by instrumentation), and as the `saved_search_alerts` job (lib/jobs, every 5 minutes: the matcher,
 * then the daily digests that are due). Both may run at once: the matcher claims each search with
 * FOR UPDATE SKIP LOCKED and each alert through its unique key (matcher.ts).
 */
import type { Database } from "../db/client";
import { defineJob } from "../jobs/define";
import { describeError, log } from "../log";
import { kickMailOutbox } from "../mail/outbox";
import { runJob } from "../observability/jobs";
import { matchSavedSearches, sendDailyDigests } from "./matcher";

const ALERT_INTERVAL_MS = 5 * 60_000;

/** One round: match every active search, then send the digests that are due. */
async function runSavedSearchAlerts(database: Database, now = new Date()): Promise<{ alerts: number; mails: number }> {
  const matched = await matchSavedSearches(database, now);
  const digests = await sendDailyDigests(database, now);
  const mails = matched.mails + digests;
  if (mails > 0) kickMailOutbox();
  if (matched.alerts > 0 || mails > 0) log("info", "saved_search_alerts", { searches: matched.searches, alerts: matched.alerts, mails });
  return { alerts: matched.alerts, mails };
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

/** Every 5 minutes (the first 30 seconds after the first start): the matcher, then the due digests. */
export const savedSearchAlertsJob = defineJob({
  name: "saved_search_alerts",
  schedule: { everyMs: ALERT_INTERVAL_MS },
  firstRunAfterMs: 30_000,
  run: async ({ database, now }) => void (await runSavedSearchAlerts(database, now)),
});
