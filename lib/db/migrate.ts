/** Applies the committed drizzle-kit migrations with the migrator of the handle's engine. */
import path from "node:path";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.engine === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}
