/**
 * PostgreSQL backends killed with pg_terminate_backend (busy, idle in the pool, in a transaction):
 * whatever the driver throws then is "unavailable" (a 503 with Retry-After, the caller tries again),
 * and a transaction cut off stores nothing. Needs a server: collected only with DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { openTestDatabase } from "./helpers/database";
import { thrownBy } from "./helpers/thrown";

describe("PostgreSQL with its backends killed", () => {
  let handle: DatabaseHandle;
  let admin: pg.Client;
  beforeAll(async () => {
    handle = await openTestDatabase();
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  const database = async () => ((await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const killAll = async (name: string) => admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);

  it("a query running when its backend is killed, and the next queries on the pool, are unavailable until it reconnects", async () => {
    const name = await database();
    const running = thrownBy(() => handle.db.execute(sql`select pg_sleep(5)`));
    await expect.poll(async () => (await admin.query("select count(*)::int as busy from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'", [name])).rows[0].busy).toBe(1);
    await killAll(name);
    expect(isDatabaseUnavailable(await running)).toBe(true);
    // The pool may hand out a client that has not noticed yet: whatever it throws is "unavailable", never a bug.
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await handle.db.execute(sql`select 1`);
        return;
      } catch (error) {
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      }
    }
    throw new Error("the pool did not reconnect");
  });

  it("a transaction whose backend is killed is unavailable, and nothing of it is stored", async () => {
    const name = await database();
    const error = await thrownBy(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into partners (slug, name) values ('fault-tx', 'Fault')`);
        await killAll(name);
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const rows = (await handle.db.execute(sql`select count(*)::int as count from partners where slug = 'fault-tx'`)) as unknown as { rows: { count: number }[] };
    expect(rows.rows[0]!.count).toBe(0);
  });
});
