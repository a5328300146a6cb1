/**
 * This process's job runner, kept on globalThis: Next bundles instrumentation and routes apart, and
 * a route's kick (a mail queued) must reach the runner that instrumentation started (start.ts).
 */
import type { JobRunner } from "./runner";

const globalForJobs = globalThis as unknown as { __costaJobRunner?: JobRunner };

export function appJobRunner(): JobRunner | undefined {
  return globalForJobs.__costaJobRunner;
}

export function setAppJobRunner(runner: JobRunner | undefined): void {
  globalForJobs.__costaJobRunner = runner;
}

/** Runs the job as soon as possible; nothing where no runner runs (tests, scripts, after shutdown). */
export function triggerJob(name: string): void {
  appJobRunner()?.trigger(name);
}
