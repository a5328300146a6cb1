/** When a job runs next: its schedule after a run, its backoff after a failure. */
import { CronExpressionParser } from "cron-parser";
import type { JobDefinition, JobSchedule } from "./define";

export const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_RETRY = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** The first tick strictly after `after`. */
export function nextTick(schedule: JobSchedule, after: Date): Date {
  if ("everyMs" in schedule) return new Date(after.getTime() + schedule.everyMs);
  return CronExpressionParser.parse(schedule.cron, { currentDate: after, tz: "UTC" }).next().toDate();
}

/** The first run of a job whose row does not exist yet. */
export function firstRunAt(job: JobDefinition, now: Date): Date {
  return job.firstRunAfterMs === undefined ? nextTick(job.schedule, now) : new Date(now.getTime() + job.firstRunAfterMs);
}

/** Delay after `failures` failed runs in a row (1 = the first failure). */
export function retryDelayMs(job: JobDefinition, failures: number): number {
  const { firstDelayMs, maxDelayMs } = job.retry ?? DEFAULT_RETRY;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(Math.max(failures - 1, 0), 30));
}
