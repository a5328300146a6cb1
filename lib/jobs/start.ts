import "server-only";
/**
 * The background work of this instance, started once by instrumentation (Node runtime, never during
 * `next build`): one runner for every job below. It stops on the server's SIGTERM (shutdown hooks),
 * waiting for the runs in flight. A new job: a `defineJob` in its feature, added to this list.
 */
import { apiTokenPruneJob } from "../accounts/api-tokens";
import { morningMailJob } from "../crm/tasks/morning-mail";
import { db } from "../db/client";
import { feedImagesJob, feedScheduleJob } from "../feeds/jobs";
import { log } from "../log";
import { mailOutboxJob } from "../mail/outbox";
import { leadRetentionJob } from "../privacy/retention";
import { savedSearchAlertsJob } from "../saved-searches/job";
import { onShutdown } from "../server/shutdown";
import type { JobDefinition } from "./define";
import { createJobRunner, type JobRunner } from "./runner";
import { appJobRunner, setAppJobRunner } from "./trigger";

function appJobs(): JobDefinition[] {
  return [mailOutboxJob(), leadRetentionJob, feedScheduleJob, feedImagesJob(), savedSearchAlertsJob, apiTokenPruneJob, morningMailJob];
}

export function startJobs(): JobRunner {
  const existing = appJobRunner();
  if (existing) return existing;
  const jobs = appJobs();
  const runner = createJobRunner({ database: db, jobs });
  setAppJobRunner(runner);
  runner.start();
  onShutdown(stopJobs);
  log("info", "jobs_started", { jobs: jobs.map((job) => job.name), owner: runner.owner });
  return runner;
}

/** No new run starts; resolves when the runs in flight have finished. */
async function stopJobs(): Promise<void> {
  const runner = appJobRunner();
  setAppJobRunner(undefined);
  await runner?.stop();
}
