/** The scripts' settings: a bad value stops the script with the message naming the variable (exit 1). */
import { EnvError, parseEnv, type Env } from "../../lib/env";

export function envOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
