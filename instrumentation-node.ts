/** Node-only start-up work, kept apart so the Edge build of instrumentation never sees process.exit. */
import { env, EnvError } from "./lib/env";
import { startFeedImageJob } from "./lib/feeds/images/start";
import { startFeedScheduler } from "./lib/feeds/scheduler-start";
import { startMailOutbox } from "./lib/mail/outbox";
import { startRetentionJob } from "./lib/privacy/retention";
import { startSavedSearchAlerts } from "./lib/saved-searches/job";
import { redisClient } from "./lib/server/redis";

export function validateEnvironment(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Background jobs of this instance (the mail outbox, lead retention, scheduled feed imports, feed images, saved-search alerts); they stop on the server's SIGTERM (scripts/serve.mts). */
export function startBackgroundWork(): void {
  // Next does not call register() while building; this keeps it so should that change.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  startMailOutbox();
  startRetentionJob();
  startFeedScheduler();
  startFeedImageJob();
  startSavedSearchAlerts();
  // Connect now: until Redis answers, rate limits count in this instance's memory only.
  redisClient();
}
