/**
 * Vitest global setup of the integration project: the test database prepared once per run, migrated
 * and migrated + seeded with the demo catalogue (1,020 projects), so that each test file starts from a
 * copy instead of migrating and seeding its own: on PostgreSQL two template databases (each file's
 * database is `CREATE DATABASE … TEMPLATE …`), on PGlite two dumps of a data directory (each file's
 * in-memory database loads one). Dropped and deleted again when the run ends.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect, type DatabaseHandle } from "../../../lib/db/client";
import { migrateDatabase } from "../../../lib/db/migrate";
import { seedDatabase } from "../../../lib/db/seed/index";
import { databaseUrl, onServer } from "./postgres-server";

export type PreparedDatabases =
  | { engine: "postgres"; migrated: string; seeded: string }
  | { engine: "pglite"; migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases;
  }
}

async function prepare(handle: DatabaseHandle, seeded: boolean): Promise<void> {
  await migrateDatabase(handle);
  if (seeded) await seedDatabase(handle.db);
}

async function preparePostgres(serverUrl: string): Promise<{ prepared: PreparedDatabases; teardown: () => Promise<void> }> {
  const run = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const names = { migrated: `costa_tpl_migrated_${run}`, seeded: `costa_tpl_seeded_${run}` };
  for (const [kind, name] of Object.entries(names)) {
    await onServer(serverUrl, `create database "${name}"`);
    const handle = await connect({ url: databaseUrl(serverUrl, name) });
    try {
      await prepare(handle, kind === "seeded");
    } finally {
      // A template takes no copy while anyone is connected to it.
      await handle.close();
    }
  }
  return {
    prepared: { engine: "postgres", ...names },
    teardown: async () => {
      for (const name of Object.values(names)) await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function preparePglite(): Promise<{ prepared: PreparedDatabases; teardown: () => Promise<void> }> {
  const dir = path.join(process.cwd(), "test-results", `prepared-pglite-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const files = { migrated: path.join(dir, "migrated.tar"), seeded: path.join(dir, "seeded.tar") };
  const handle = await connect({ dataDir: "memory://" });
  try {
    await prepare(handle, false);
    await writeFile(files.migrated, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await seedDatabase(handle.db);
    await writeFile(files.seeded, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { prepared: { engine: "pglite", ...files }, teardown: () => rm(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const { prepared, teardown } = serverUrl ? await preparePostgres(serverUrl) : await preparePglite();
  project.provide("preparedDatabases", prepared);
  return teardown;
}
