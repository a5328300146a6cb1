/**
 * Bulk writes for the seed. A batch is one statement, `insert ... select * from unnest(...)`, with
 * one array literal per column: building it costs a fraction of a multi-row VALUES list (a 100x
 * catalogue inserts about 800,000 rows), it has no bind-parameter limit, and both PGlite and
 * node-postgres pass a text parameter through unchanged.
 */
import { getTableColumns, getTableName, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

const BATCH_ROWS = 1_000;

/** One element of a PostgreSQL array literal, always quoted. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (value instanceof Uint8Array) text = `\\x${Buffer.from(value).toString("hex")}`;
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  return `"${text.replace(/[\\"]/g, "\\$&")}"`;
}

/** Array columns travel as text (unnest would flatten a two-dimensional array) and are cast back. */
function isArrayColumn(column: Column): boolean {
  return column.getSQLType().endsWith("[]");
}

function arrayType(column: Column): string {
  const type = column.getSQLType();
  if (isArrayColumn(column)) return "text[]";
  return `${type === "serial" ? "integer" : type}[]`;
}

/**
 * Inserts rows in batches. The columns are those set in the first row; every row must set the
 * same ones (an unset column becomes NULL, not its default).
 */
export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(([key]) => first[key] !== undefined);
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS) as Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => {
      const literal = `{${batch.map((row) => arrayElement(row[key] === undefined ? null : column.mapToDriverValue(row[key]))).join(",")}}`;
      return sql`${literal}::${sql.raw(arrayType(column))}`;
    });
    const selected = columns.map(([, column], index) => sql.raw(isArrayColumn(column) ? `c${index}::${column.getSQLType()}` : `c${index}`));
    const aliases = sql.raw(columns.map((_, index) => `c${index}`).join(", "));
    await db.execute(sql`insert into ${table} (${names}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as batch(${aliases})`);
  }
}

/** After inserts with explicit ids, the next generated id must follow the highest one. */
export async function syncIdSequence(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`),
  );
}
