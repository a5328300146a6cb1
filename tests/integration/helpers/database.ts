/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL set,
 * a new database on that server (created here, dropped again by `close()`).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { connect, useDatabase as makeAppDatabase, type DatabaseHandle } from "../../../lib/db/client";
import { migrateDatabase } from "../../../lib/db/migrate";
import { seedDatabase } from "../../../lib/db/seed/index";

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `costa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connect({ url: url.toString() });
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

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl ? await openServerDatabase(serverUrl) : await connect({ dataDir: "memory://" });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * For a test file that reads the demo catalogue: a fresh database, seeded and made the app's
 * database before the file's tests, closed after them. Call at the top level of the file.
 */
export function seededTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDatabase(handle.db);
    makeAppDatabase(handle);
  });
  afterAll(async () => handle?.close());
  return () => {
    if (!handle) throw new Error("the test database is opened in beforeAll");
    return handle;
  };
}
