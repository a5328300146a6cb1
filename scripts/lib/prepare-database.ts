/** Migrate, then seed when empty: what every start does before the server opens the database. */
import { connect } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import type { Env } from "../../lib/env";

export async function prepareDatabase(env: Env, log: (message: string) => void): Promise<void> {
  const handle = await connect({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, sharedBuffers: env.PGLITE_SHARED_BUFFERS });
  try {
    // Under the migrations' lock: of several instances starting on one new PostgreSQL database, one seeds.
    await migrateDatabase(handle, undefined, async () => {
      log(`database migrated (${handle.engine})`);
      const { isDatabaseEmpty, seedDatabase } = await import("../../lib/db/seed/index");
      if (await isDatabaseEmpty(handle.db)) {
        log("empty database: seeding the demo catalogue…");
        const summary = await seedDatabase(handle.db, { log });
        log(`seeded: ${JSON.stringify(summary)}`);
      }
    });
  } finally {
    // PGlite allows one process per directory: close before the server opens it.
    await handle.close();
  }
}
