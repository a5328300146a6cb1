/**
 * Scheduled imports: every minute (the `feed_schedule` job, jobs.ts) a round looks for active sources
 * with a URL whose schedule has come due (lib/feeds/schedule.ts), takes the source's lock
 * (lib/feeds/lock.ts), checks again under the lock that no other run covered the time meanwhile, and
 * imports the feed from its URL. The lock also keeps a manual import and a scheduled one of the same
 * source apart. Tests drive `runDueFeeds` with their own clock.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { feedRuns, feedSources } from "../db/schema";
import { describeError, log } from "../log";
import { fetchFeed, type FeedFetchOptions } from "./fetch-feed";
import { importHoldingLock, type FeedRunReport } from "./import";
import { FeedSourceBusyError, withFeedSourceLock } from "./lock";
import { isDue } from "./schedule";
import type { FeedSource } from "./sources";

export interface SchedulerOptions {
  /** Called after a run that changed the catalogue (the catalogue revalidation). */
  onChange?: () => void | Promise<void>;
  clock?: () => Date;
  fetchOptions?: FeedFetchOptions;
}

export interface SchedulerRound {
  /** Reports of the runs this round made. */
  runs: FeedRunReport[];
  /** Sources another run held (another instance, or a manual import). */
  busy: string[];
}

async function lastStart(database: Database, sourceId: number): Promise<Date | null> {
  const [last] = await database.select({ startedAt: feedRuns.startedAt }).from(feedRuns).where(eq(feedRuns.sourceId, sourceId)).orderBy(desc(feedRuns.startedAt)).limit(1);
  return last?.startedAt ?? null;
}

async function dueNow(database: Database, source: FeedSource, now: Date): Promise<boolean> {
  return source.schedule !== null && isDue(source.schedule, await lastStart(database, source.id), source.createdAt, now);
}

/** One round: every due source is run once (by this instance, or by whichever holds its lock). */
export async function runDueFeeds(database: Database, options: SchedulerOptions = {}): Promise<SchedulerRound> {
  const now = (options.clock ?? (() => new Date()))();
  const round: SchedulerRound = { runs: [], busy: [] };
  const candidates = await database.select().from(feedSources).where(and(eq(feedSources.active, true), isNotNull(feedSources.schedule), isNotNull(feedSources.url)));
  for (const source of candidates) {
    try {
      if (!(await dueNow(database, source, now))) continue;
      const report = await withFeedSourceLock(database, source, async () => {
        // Another instance may have run it between the first look and the lock.
        if (!(await dueNow(database, source, now))) return null;
        return importHoldingLock(database, source, fetchFeed(source.url!, options.fetchOptions), options.onChange);
      });
      if (!report) continue;
      round.runs.push(report);
      log(report.status === "succeeded" ? "info" : "warn", "feed_scheduled_run", { source: source.name, runId: report.runId, status: report.status, error: report.error, counts: report.counts });
    } catch (error) {
      if (error instanceof FeedSourceBusyError) {
        round.busy.push(source.name);
        continue;
      }
      // One source's failure never keeps the others from running.
      log("error", "feed_scheduled_run_failed", { source: source.name, ...describeError(error) });
    }
  }
  return round;
}
