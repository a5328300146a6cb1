/** Node-only start-up work, kept apart so the Edge build of instrumentation never sees process.exit. */
import { env, EnvError } from "./lib/env";

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
