/**
 * A fresh, migrated database for one test file (optionally with the demo catalogue): in-memory PGlite
 * by default; with DATABASE_URL set, a new database on that server (created here, dropped again by
 * `close()`). Each starts as a copy of the run's prepared database (prepared-databases.ts), so no file
 * migrates or seeds its own.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import { sql } from "drizzle-orm";
import { connect, useDatabase as makeAppDatabase, type Database, type DatabaseHandle } from "../../../lib/db/client";
import { databaseUrl, onServer } from "./postgres-server";

/** `CREATE DATABASE … TEMPLATE` refuses while another copy of the same template is being made: try again. */
async function createFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await onServer(serverUrl, `create database "${name}" template "${template}"`);
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function openServerDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `costa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await createFromTemplate(serverUrl, name, template);
  const handle = await connect({ url: databaseUrl(serverUrl, name) });
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** A new database for this file: migrated, and with the demo catalogue when `seeded`. */
export async function openTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const prepared = inject("preparedDatabases");
  const source = seeded ? prepared.seeded : prepared.migrated;
  const serverUrl = process.env.DATABASE_URL;
  if (prepared.engine === "postgres" && serverUrl) return openServerDatabase(serverUrl, source);
  return connect({ dataDir: "memory://", loadDataDir: new Blob([await readFile(source)]) });
}

/**
 * Another app instance on the same database, as a second server would have it: on PostgreSQL its own
 * connection pool (so locks and claims meet for real); on PGlite, which has one connection, the same
 * database, with a `close()` that leaves it open.
 */
export async function secondInstance(database: Database): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { db: database, engine: "pglite", close: async () => undefined };
  const result = (await database.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return connect({ url: databaseUrl(serverUrl, result.rows[0]!.name) });
}

/**
 * For a test file that reads the demo catalogue: a fresh database, seeded and made the app's
 * database before the file's tests, closed after them. Call at the top level of the file.
 */
export function seededTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase({ seeded: true });
    makeAppDatabase(handle);
  });
  afterAll(async () => handle?.close());
  return () => {
    if (!handle) throw new Error("the test database is opened in beforeAll");
    return handle;
  };
}
