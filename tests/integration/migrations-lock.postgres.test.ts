/**
 * Two instances starting at the same moment on one fresh PostgreSQL database: one migrates under the
 * advisory lock, the other waits for it and then applies nothing. PostgreSQL only (several connections).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DatabaseHandle } from "@/lib/db/client";
import { MIGRATION_LOCK_KEY, migrateDatabase, migrationsApplied } from "@/lib/db/migrate";
import journal from "@/lib/db/migrations/meta/_journal.json";

const serverUrl = new URL(process.env.DATABASE_URL!);
// Named after the configured database, so that a run's databases are recognisably its own.
const name = `${serverUrl.pathname.slice(1) || "costa"}_lock_${randomBytes(4).toString("hex")}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let first: DatabaseHandle;
let second: DatabaseHandle;
let holder: pg.Client;

beforeAll(async () => {
  await onServer(`create database "${name}"`);
  [first, second] = await Promise.all([connect({ url: url.toString() }), connect({ url: url.toString() })]);
  holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await Promise.all([first?.close(), second?.close()]);
  await onServer(`drop database if exists "${name}" with (force)`);
});

// pg_locks lists the advisory locks of every database on the server: the queries below keep to this
// test's own, since other test files (feed imports) hold theirs at the same time.
async function rows<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  return (await holder.query(statement, values)).rows as T[];
}

describe("migrations on PostgreSQL under an advisory lock", () => {
  it("wait while another holds the lock, then two concurrent runs apply each migration once", async () => {
    expect(await migrationsApplied(first)).toBe(false);
    // A third party holds the lock: both instances must wait for it.
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const runs = Promise.all([migrateDatabase(first), migrateDatabase(second)]);
    const waiting = async () => (await rows<{ count: number }>("select count(*)::int as count from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and not granted")).at(0)!.count;
    while ((await waiting()) < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(await rows("select 1 from information_schema.tables where table_schema = 'public'")).toEqual([]);

    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await runs;
    const recorded = await rows<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(recorded).toHaveLength(journal.entries.length);
    expect(new Set(recorded.map((row) => row.hash)).size).toBe(journal.entries.length);
    expect(await migrationsApplied(second)).toBe(true);
    // Nobody keeps the lock once both have finished.
    expect(await rows("select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())")).toEqual([]);
  });

  it("run the follow-up work (the start-up's seeding) under the same lock, one instance after the other", async () => {
    const ran: string[] = [];
    let running = 0;
    let overlapped = false;
    const waitingForLock = async () => (await rows<{ count: number }>("select count(*)::int as count from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and not granted")).at(0)!.count;
    const followUp = (name: string) => async () => {
      overlapped ||= ++running > 1;
      ran.push(name);
      // The first to hold the lock finishes only once the other instance is seen waiting for it.
      if (ran.length === 1) while ((await waitingForLock()) < 1) await new Promise((resolve) => setImmediate(resolve));
      running--;
    };
    await Promise.all([migrateDatabase(first, undefined, followUp("a")), migrateDatabase(second, undefined, followUp("b"))]);
    expect(ran.sort()).toEqual(["a", "b"]);
    expect(overlapped).toBe(false);
  });
});
