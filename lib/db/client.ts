/**
 * One database client per process, kept on globalThis so hot reloads and route bundles share it.
 * PGlite (Postgres in WASM) in PGLITE_DIR by default; a PostgreSQL server when DATABASE_URL is set.
 * PGlite has no lock: only one process may open a data directory at a time.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DEFAULT_PGLITE_SHARED_BUFFERS, env } from "../env";
import * as schema from "./schema";

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tar (a prepared database to start others from). */
  dump?: () => Promise<Blob>;
}

export interface ConnectOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`), e.g. a prepared test database. */
  loadDataDir?: Blob;
  /** PGlite: its shared_buffers (PGLITE_SHARED_BUFFERS). */
  sharedBuffers?: string;
}

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 3000 });
    // A client that loses its server must not crash the process: an idle one reports to the pool, and
    // one checked out between two queries (in a transaction) to itself; its next query then fails with
    // an error that lib/db/unavailable.ts knows.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    return { db: drizzle({ client: pool, schema }) as unknown as Database, engine: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) {
    const { mkdir } = await import("node:fs/promises");
    await mkdir(dataDir, { recursive: true });
  }
  // The text search's extensions (migration 0009 creates them); a PostgreSQL server ships them as contrib.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    postgresqlconf: [`shared_buffers = '${options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}'`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return { db: drizzle({ client, schema }) as unknown as Database, engine: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

const globalForDb = globalThis as unknown as { __costaDb?: Promise<DatabaseHandle> };

/** The process-wide database, opened on first use from the validated environment. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__costaDb) {
    const { DATABASE_URL, PGLITE_DIR, PGLITE_SHARED_BUFFERS } = env();
    globalForDb.__costaDb = connect({ url: DATABASE_URL, dataDir: PGLITE_DIR, sharedBuffers: PGLITE_SHARED_BUFFERS });
    // A failed open is not cached: the next call tries again (health checks rely on this).
    globalForDb.__costaDb.catch(() => {
      globalForDb.__costaDb = undefined;
    });
  }
  return globalForDb.__costaDb;
}

/** Shorthand for server modules: the drizzle instance. */
export async function db(): Promise<Database> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const handle = globalForDb.__costaDb;
  globalForDb.__costaDb = undefined;
  if (handle) await (await handle).close();
}

/** Makes an already open handle the process-wide database (tests and scripts that open their own). */
export function useDatabase(handle: DatabaseHandle): void {
  globalForDb.__costaDb = Promise.resolve(handle);
}
