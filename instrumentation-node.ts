/** Node-only start-up work, kept apart so the Edge build of instrumentation never sees process.exit. */
import { env, EnvError } from "./lib/env";
import { onImportChanged } from "./lib/feeds/after-import";
import { startJobs } from "./lib/jobs/start";
import { afterImport } from "./lib/saved-searches/job";
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

/** Background jobs of this instance (lib/jobs/start.ts lists them); they stop on the server's SIGTERM (scripts/serve.mts). */
export function startBackgroundWork(): void {
  // Next does not call register() while building; this keeps it so should that change.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  startJobs();
  // New and cheaper projects reach instant saved searches as soon as an import changed them.
  onImportChanged(afterImport);
  // Connect now: until Redis answers, rate limits count in this instance's memory only.
  redisClient();
}
