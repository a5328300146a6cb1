/** Bulk writes for the seed: multi-row inserts in batches, and serial sequences moved past explicit ids. */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

// PostgreSQL allows 65,535 bind parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T["$inferInsert"][]);
  }
}

/** After inserts with explicit ids, the next generated id must follow the highest one. */
export async function syncIdSequence(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`),
  );
}
