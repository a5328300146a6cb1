/**
 * One run per feed source at a time, across processes and app instances: a PostgreSQL session-level
 * advisory lock on (FEED_LOCK_SPACE, source id), held for the whole run. On PostgreSQL the lock lives
 * on a connection taken from the pool for the run (a session dies with its connection, so a crashed
 * instance never leaves a source locked). PGlite has a single session, where an advisory lock is
 * re-entrant; the statement therefore first asks `pg_locks` whether the lock is held at all (on one
 * connection the check and the take cannot interleave). The same statement is right on PostgreSQL
 * (advisory locks belong to one database; `pg_locks` lists every database's, hence the filter).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { AppError, fieldText } from "../app-error";

/** The first key of every feed lock (the second is the source id); other features use other spaces. */
const FEED_LOCK_SPACE = 1_310_013;

/** Another run of the source is going on: a conflict, with the source named at its field. */
export class FeedSourceBusyError extends AppError {
  override name = "FeedSourceBusyError";
  constructor(readonly sourceName: string) {
    super("conflict", "feedSourceBusy", { values: { source: sourceName }, fields: { source: [fieldText("feedSourceBusy", { source: sourceName })] } });
  }
}

interface Rows {
  rows: Record<string, unknown>[];
}
interface PooledClient {
  query(text: string): Promise<Rows>;
  release(error?: Error | boolean): void;
}
interface Pool {
  connect(): Promise<PooledClient>;
  totalCount: number;
}

/** Both keys are integers checked here, so they are written into the statement (no parameter types to infer). */
function statements(sourceId: number): { take: string; release: string } {
  if (!Number.isSafeInteger(sourceId)) throw new TypeError("a feed source id is an integer");
  const keys = `${FEED_LOCK_SPACE}, ${sourceId}`;
  return {
    take: `select case when exists (
        select 1 from pg_locks
        where locktype = 'advisory' and classid = ${FEED_LOCK_SPACE} and objid = ${sourceId} and objsubid = 2 and granted
          and database = (select oid from pg_database where datname = current_database())
      ) then false else pg_try_advisory_lock(${keys}) end as taken`,
    release: `select pg_advisory_unlock(${keys}) as released`,
  };
}

function poolOf(database: Database): Pool | null {
  const client = (database as unknown as { $client?: Partial<Pool> }).$client;
  return client && typeof client.connect === "function" && typeof client.totalCount === "number" ? (client as Pool) : null;
}

/**
 * Runs `work` holding the source's lock; throws `FeedSourceBusyError` at once when another run holds it
 * (no waiting: a second run of the same feed would only repeat the first).
 */
export async function withFeedSourceLock<T>(database: Database, source: { id: number; name: string }, work: () => Promise<T>): Promise<T> {
  const { take, release } = statements(source.id);
  const pool = poolOf(database);
  if (pool) {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await connection.query(take);
      if (rows[0]?.taken !== true) throw new FeedSourceBusyError(source.name);
      try {
        return await work();
      } finally {
        await connection.query(release).catch((error: Error) => (broken = error));
      }
    } finally {
      // A connection whose unlock failed is closed, not reused: closing its session frees the lock.
      connection.release(broken ?? false);
    }
  }
  const taken = (await database.execute(sql.raw(take))) as unknown as Rows;
  if (taken.rows[0]?.taken !== true) throw new FeedSourceBusyError(source.name);
  try {
    return await work();
  } finally {
    await database.execute(sql.raw(release));
  }
}
