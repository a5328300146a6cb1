/**
 * The `background_jobs` rows: one per job, claimed with a lease. A claim is one UPDATE whose WHERE
 * asks for a due job with no live lease; PostgreSQL re-checks it after a concurrent claim commits,
 * so of two instances asking at once only one gets the row back (PGlite has one connection anyway).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { backgroundJobs } from "../db/schema";

export interface Claim {
  failures: number;
}

/** Creates the rows of jobs seen for the first time; existing rows keep their schedule. */
export async function registerJobs(database: Database, jobs: { name: string; nextRunAt: Date }[]): Promise<void> {
  if (jobs.length > 0) await database.insert(backgroundJobs).values(jobs).onConflictDoNothing();
}

/** Takes the job when it is due and nobody holds it; null otherwise. */
export async function claimJob(database: Database, name: string, owner: string, now: Date, leaseMs: number): Promise<Claim | null> {
  const [claimed] = await database
    .update(backgroundJobs)
    .set({ lockedBy: owner, lockedUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now })
    .where(and(eq(backgroundJobs.name, name), sql`${backgroundJobs.nextRunAt} <= ${now}::timestamptz`, sql`(${backgroundJobs.lockedUntil} is null or ${backgroundJobs.lockedUntil} < ${now}::timestamptz)`))
    .returning({ failures: backgroundJobs.failures });
  return claimed ?? null;
}

/** Extends the lease of a job still running here. */
export async function renewLease(database: Database, name: string, owner: string, until: Date): Promise<void> {
  await database.update(backgroundJobs).set({ lockedUntil: until }).where(and(eq(backgroundJobs.name, name), eq(backgroundJobs.lockedBy, owner)));
}

/**
 * Releases the job and sets its next run; a kick that came while it ran (requestedAt from its start
 * on) makes that next run now.
 */
export async function finishJob(
  database: Database,
  name: string,
  owner: string,
  run: { startedAt: Date; finishedAt: Date; nextRunAt: Date; failures: number; error: string | null },
): Promise<void> {
  await database
    .update(backgroundJobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      failures: run.failures,
      lastFinishedAt: run.finishedAt,
      lastError: run.error?.slice(0, 300) ?? null,
      nextRunAt: sql`case when ${backgroundJobs.requestedAt} >= ${run.startedAt}::timestamptz then ${run.finishedAt}::timestamptz else ${run.nextRunAt}::timestamptz end`,
      requestedAt: null,
    })
    .where(and(eq(backgroundJobs.name, name), eq(backgroundJobs.lockedBy, owner)));
}

/** Asks for a run as soon as possible: now if free, else right after the run in progress. */
export async function requestRun(database: Database, name: string, now: Date): Promise<void> {
  await database
    .update(backgroundJobs)
    .set({ requestedAt: now, nextRunAt: sql`least(${backgroundJobs.nextRunAt}, ${now}::timestamptz)` })
    .where(eq(backgroundJobs.name, name));
}

/** When each job may next be claimed: its next run, or the end of the lease someone holds. */
export async function nextClaimTimes(database: Database, names: string[]): Promise<Date[]> {
  if (names.length === 0) return [];
  const rows = await database
    .select({ nextRunAt: backgroundJobs.nextRunAt, lockedUntil: backgroundJobs.lockedUntil })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.name, names));
  return rows.map((row) => (row.lockedUntil && row.lockedUntil > row.nextRunAt ? row.lockedUntil : row.nextRunAt));
}
