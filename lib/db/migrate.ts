/**
 * Applies the committed drizzle-kit migrations with the migrator of the handle's engine.
 * On PostgreSQL several instances may start at the same moment: each takes a session-level advisory
 * lock first, on one connection that also runs the migrations, so exactly one migrates while the
 * others wait; each waiting one then finds every migration recorded and applies nothing. `andThen`
 * runs under the same lock (the start-up's seeding of an empty database: once, not by each instance).
 * PGlite needs no lock: only one process may open its directory.
 */
import path from "node:path";
import type { Pool } from "pg";
import type { DatabaseHandle } from "./client";
import journal from "./migrations/meta/_journal.json";

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** The advisory lock's key (any bigint the app uses for nothing else): "costa" + "mig" in ASCII. */
export const MIGRATION_LOCK_KEY = 0x636f737461_6d6967n.toString();

export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder, andThen?: () => Promise<void>): Promise<void> {
  if (handle.engine === "postgres") {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const connection = await pool.connect();
    try {
      await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client: connection }), { migrationsFolder: folder });
        await andThen?.();
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
    await andThen?.();
  }
}

/** The `when` of the newest committed migration: drizzle records it as `created_at` once applied. */
const LATEST_MIGRATION_AT: number = Math.max(...journal.entries.map((entry) => entry.when));

/** Are all committed migrations recorded in the database? False, not an error, before the first migration. */
export async function migrationsApplied(handle: DatabaseHandle): Promise<boolean> {
  const { sql } = await import("drizzle-orm");
  const exists = (await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return false;
  const latest = (await handle.db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`)) as unknown as { rows: { latest: string | null }[] };
  return Number(latest.rows[0]?.latest ?? 0) >= LATEST_MIGRATION_AT;
}
