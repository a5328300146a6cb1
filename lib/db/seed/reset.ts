/** Empties every table of the schema (ids restart at 1); the migration history is kept. */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import * as schema from "../schema";

export async function resetDatabase(db: Database): Promise<void> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const names = tables.map((table) => `"${getTableName(table)}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}
