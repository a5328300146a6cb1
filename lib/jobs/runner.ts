/**
 * The one runner of background work. Every instance runs one; each job is claimed through its row
 * (store.ts) before it runs, so a job runs on one instance per tick; a lease renewed while it runs
 * lets another instance take over only when the holder died. Failures retry with backoff (timing.ts);
 * every run is counted per job (costa_job_runs_total, costa_job_duration_seconds). `stop()` starts no
 * new run, aborts the jobs' signal and waits for the runs in flight.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "../db/client";
import { describeError, log } from "../log";
import { runJob } from "../observability/jobs";
import { createAlarm } from "./alarm";
import type { JobDefinition, JobOutcome } from "./define";
import { claimJob, finishJob, nextClaimTimes, registerJobs, renewLease, requestRun, type Claim } from "./store";
import { DEFAULT_LEASE_MS, firstRunAt, nextTick, retryDelayMs } from "./timing";

export interface JobRunnerOptions {
  database: () => Promise<Database>;
  jobs: readonly JobDefinition[];
  clock?: () => Date;
  /** Longest sleep between looks at the table (another instance may have moved a schedule). */
  maxSleepMs?: number;
}

export interface JobRunner {
  readonly owner: string;
  start(): void;
  /** Runs the job as soon as possible (here when free, else right after the run in progress); nothing once stopped. */
  trigger(name: string): void;
  /** One look: claims and runs the due jobs, resolves with their names when they have finished. */
  runDue(): Promise<string[]>;
  stop(): Promise<void>;
}

/** A failure as the job's row keeps it: name and safe message (`describeError`: no SQL parameters). */
function errorLine(failure: unknown): string {
  const described = describeError(failure);
  return [described.error, described.errorMessage].filter(Boolean).join(": ");
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, jobs, clock = () => new Date(), maxSleepMs = 30_000 } = options;
  const owner = `${hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, Promise<void>>();
  const shutdown = new AbortController();
  let registered: Promise<void> | undefined;
  let started = false;
  const alarm = createAlarm(() => look());
  let looking: Promise<unknown> | null = null;
  let lookAgain = false;

  async function run(db: Database, job: JobDefinition, claim: Claim): Promise<void> {
    const startedAt = clock();
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const heartbeat = setInterval(() => {
      renewLease(db, job.name, owner, new Date(clock().getTime() + leaseMs)).catch((error: unknown) => log("warn", "job_lease_renewal_failed", { job: job.name, ...describeError(error) }));
    }, leaseMs / 3);
    heartbeat.unref();
    let outcome: JobOutcome = undefined;
    let failure: unknown;
    try {
      outcome = await runJob(job.name, () => job.run({ database: db, now: startedAt, signal: shutdown.signal }));
    } catch (error) {
      failure = error;
      log("error", "job_failed", { job: job.name, failures: claim.failures + 1, ...describeError(error) });
    } finally {
      clearInterval(heartbeat);
    }
    const finishedAt = clock();
    const failures = failure === undefined ? 0 : claim.failures + 1;
    const nextRunAt = failure !== undefined ? new Date(finishedAt.getTime() + retryDelayMs(job, failures)) : outcome?.again ? finishedAt : nextTick(job.schedule, finishedAt);
    // The safe message only: a failed query's own message carries its parameters (personal data, maybe).
    const error = failure === undefined ? null : errorLine(failure);
    // If this fails the lease runs out and the job runs again then: never twice at once.
    await finishJob(db, job.name, owner, { startedAt, finishedAt, nextRunAt, failures, error }).catch((problem: unknown) => log("error", "job_release_failed", { job: job.name, ...describeError(problem) }));
  }

  /** The jobs' rows exist (created once per runner). */
  async function register(db: Database): Promise<void> {
    registered ??= registerJobs(db, jobs.map((job) => ({ name: job.name, nextRunAt: firstRunAt(job, clock()) })));
    await registered.catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  }

  /** Claims every due job not already running here and starts it; returns the runs started. */
  async function claimDue(): Promise<Map<string, Promise<void>>> {
    const db = await database();
    await register(db);
    const runs = new Map<string, Promise<void>>();
    for (const job of jobs) {
      if (running.has(job.name) || shutdown.signal.aborted) continue;
      const claim = await claimJob(db, job.name, owner, clock(), job.leaseMs ?? DEFAULT_LEASE_MS);
      if (!claim) continue;
      const done = run(db, job, claim).finally(() => {
        running.delete(job.name);
        if (started) wake(0);
      });
      running.set(job.name, done);
      runs.set(job.name, done);
    }
    return runs;
  }

  /** Sleeps until the first job may be claimed (jobs running here wake the runner when they finish). */
  async function sleepTime(): Promise<number> {
    const idle = jobs.map((job) => job.name).filter((name) => !running.has(name));
    const times = await nextClaimTimes(await database(), idle);
    const first = Math.min(...times.map((time) => time.getTime()), clock().getTime() + maxSleepMs);
    return Math.max(first - clock().getTime(), 0) + 50;
  }

  function look(): void {
    if (!started) return;
    if (looking) return void (lookAgain = true);
    looking = claimDue()
      .then(sleepTime)
      .catch((error: unknown) => {
        log("error", "job_runner_failed", describeError(error));
        return maxSleepMs;
      })
      .then((delay) => {
        looking = null;
        wake(lookAgain ? 0 : delay);
        lookAgain = false;
      });
  }

  function wake(delay: number): void {
    if (started) alarm.at(delay);
  }

  return {
    owner,
    start() {
      if (started || shutdown.signal.aborted) return;
      started = true;
      wake(0);
    },
    trigger(name) {
      if (!started) return;
      database()
        .then(async (db) => {
          await register(db);
          await requestRun(db, name, clock());
        })
        .then(() => wake(0))
        .catch((error: unknown) => log("warn", "job_trigger_failed", { job: name, ...describeError(error) }));
    },
    async runDue() {
      const runs = await claimDue();
      await Promise.all(runs.values());
      return [...runs.keys()];
    },
    async stop() {
      started = false;
      alarm.clear();
      shutdown.abort();
      await looking;
      await Promise.all(running.values());
      for (const job of jobs) job.close?.();
    },
  };
}
