/**
 * What one integration test file pays for its database, the way the suite did it before (migrate and
 * seed the demo catalogue of 1,020 projects itself) and the way it does now (a copy of the database
 * the run prepared once: a PGlite dump loaded into memory, or `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL), alternated in one run so the ratio compares like with like.
 *   npx tsx tests/bench/test-databases.mts [--rounds 3]     (PostgreSQL too when DATABASE_URL is set)
 */
import { performance } from "node:perf_hooks";
import { connect } from "../../lib/db/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { seedDatabase } from "../../lib/db/seed/index";
import { databaseUrl, onServer } from "../integration/helpers/postgres-server";

const args = process.argv.slice(2);
const ROUNDS = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) : 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function pglite(): Promise<[number, number]> {
  const source = await connect({ dataDir: "memory://" });
  await migrateDatabase(source);
  await seedDatabase(source.db);
  const dump = await source.dump!();
  await source.close();
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    before.push(
      await timed(async () => {
        const handle = await connect({ dataDir: "memory://" });
        await migrateDatabase(handle);
        await seedDatabase(handle.db);
        await handle.close();
      }),
    );
    after.push(
      await timed(async () => {
        const handle = await connect({ dataDir: "memory://", loadDataDir: dump });
        await handle.close();
      }),
    );
  }
  return [median(before), median(after)];
}

async function postgres(serverUrl: string): Promise<[number, number]> {
  const run = `bench_${process.pid}`;
  const template = `${run}_template`;
  await onServer(serverUrl, `create database "${template}"`);
  const prepared = await connect({ url: databaseUrl(serverUrl, template) });
  await migrateDatabase(prepared);
  await seedDatabase(prepared.db);
  await prepared.close();
  const before: number[] = [];
  const after: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `${run}_${round}`;
      before.push(
        await timed(async () => {
          await onServer(serverUrl, `create database "${name}_own"`);
          const handle = await connect({ url: databaseUrl(serverUrl, `${name}_own`) });
          await migrateDatabase(handle);
          await seedDatabase(handle.db);
          await handle.close();
        }),
      );
      after.push(await timed(() => onServer(serverUrl, `create database "${name}_copy" template "${template}"`)));
      for (const suffix of ["own", "copy"]) await onServer(serverUrl, `drop database if exists "${name}_${suffix}" with (force)`);
    }
  } finally {
    await onServer(serverUrl, `drop database if exists "${template}" with (force)`);
  }
  return [median(before), median(after)];
}

const rows: [string, number, number][] = [["PGlite", ...(await pglite())]];
if (process.env.DATABASE_URL) rows.push(["PostgreSQL", ...(await postgres(process.env.DATABASE_URL))]);
console.log(`| engine | migrate + seed per file (before) | copy of the prepared database (now) | ratio |`);
console.log(`|---|---|---|---|`);
for (const [engine, before, after] of rows) console.log(`| ${engine} | ${(before / 1000).toFixed(2)} s | ${(after / 1000).toFixed(2)} s | ${(before / after).toFixed(0)}x |`);
process.exit(0);
