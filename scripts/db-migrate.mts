/** `npm run db:migrate`: apply the committed migrations to the configured database. */
import { connect } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { EnvError, parseEnv } from "../lib/env";

try {
  const config = parseEnv(process.env);
  const handle = await connect({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  await migrateDatabase(handle);
  await handle.close();
  console.log(`migrations applied (${handle.engine})`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
