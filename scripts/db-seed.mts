/**
 * `npm run db:seed`: migrate, then fill an empty database with the demo catalogue.
 *   --scale N  N x 1,000 projects (default 1; e.g. 100 for a load-test catalogue)
 *   --reset    empty every table first (ids restart at 1)
 * A database that already has data is left as it is (exit 0), unless --reset is given.
 */
import { parseArgs } from "node:util";
import { connect } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { isDatabaseEmpty, projectCountFor, seedDatabase } from "../lib/db/seed/index";
import { resetDatabase } from "../lib/db/seed/reset";
import { EnvError, env } from "../lib/env";

const say = (message: string) => console.log(`[seed] ${message}`);

let options;
try {
  options = parseArgs({ options: { scale: { type: "string", default: "1" }, reset: { type: "boolean", default: false } } }).values;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const scale = Number(options.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, got "${options.scale}"`);
  process.exit(1);
}

let config;
try {
  config = env();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const handle = await connect({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
try {
  await migrateDatabase(handle);
  say(`database migrated (${handle.engine})`);
  if (options.reset) {
    await resetDatabase(handle.db);
    say("all tables emptied");
  }
  if (!(await isDatabaseEmpty(handle.db))) {
    say("the database already holds data: nothing changed (use --reset to start over)");
  } else {
    const started = performance.now();
    say(`seeding ${projectCountFor(scale)} projects…`);
    const summary = await seedDatabase(handle.db, { scale, log: say });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(`done in ${seconds} s`);
    console.table(summary);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
