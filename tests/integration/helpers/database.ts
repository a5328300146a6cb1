/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL set,
 * a new database on that server (created here, dropped again by `close()`).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connect, type DatabaseHandle } from "../../../lib/db/client";
import { migrateDatabase } from "../../../lib/db/migrate";

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
