/**
 * What a background job is: a name, when it runs, and its work. The runner (runner.ts) claims each
 * job's row before running it, so with several instances one of them runs it per tick.
 */
import type { Database } from "../db/client";

export type JobSchedule = { everyMs: number } | { cron: string };

export interface JobContext {
  database: Database;
  /** When the run started (the runner's clock). */
  now: Date;
  /** Aborted on shutdown: a job working through batches stops after the current one. */
  signal: AbortSignal;
}

/** `again`: more work is waiting, run at once instead of at the next tick. */
export type JobOutcome = void | { again?: boolean };

export interface JobDefinition {
  /** Row key and metric label: a fixed snake_case word. */
  name: string;
  /** An interval, or a five-field cron expression read in UTC. */
  schedule: JobSchedule;
  /** Delay of the first run ever (when the job's row is created); default: one schedule step. */
  firstRunAfterMs?: number;
  /** How long a claim holds before another instance may take over; renewed while the job runs. Default 5 min. */
  leaseMs?: number;
  /** Backoff after a failed run: the first delay, doubled per failure in a row, capped. Default 30 s to 1 h. */
  retry?: { firstDelayMs: number; maxDelayMs: number };
  run(context: JobContext): Promise<JobOutcome>;
  /** Frees what the job holds (connections) once the runner has stopped and its runs have ended. */
  close?(): void;
}

export function defineJob(definition: JobDefinition): JobDefinition {
  return definition;
}
