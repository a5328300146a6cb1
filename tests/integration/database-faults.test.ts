/**
 * What the drivers throw when the database goes away is "unavailable" (a 503 with Retry-After), and
 * what they throw for a bad query is not (a 500); the API answers 503, never "unknown partner", while
 * the database is gone. Killed PostgreSQL backends: database-faults.postgres.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as partnerData } from "@/app/api/partner/get-data/route";
import { POST as requests } from "@/app/api/requests/route";
import { connect, useDatabase as makeAppDatabase, type DatabaseHandle } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { openTestDatabase } from "./helpers/database";
import { thrownBy } from "./helpers/thrown";

const post = (route: (request: Request) => Promise<Response>, body: object) =>
  route(new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": "192.0.2.9" }, body: JSON.stringify(body) }));

describe("a query that is wrong is not an unavailable database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle?.close());

  it("a syntax error, a unique violation and a bad cast stay errors (500s)", async () => {
    for (const statement of [sql`select from where`, sql`select 'x'::integer`, sql`insert into partners (slug, name) values ('demo-x', 'A'), ('demo-x', 'B')`]) {
      const error = await thrownBy(() => handle.db.execute(statement));
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe("a database that is gone", () => {
  it("a closed PGlite is unavailable", async () => {
    const handle = await connect({ dataDir: "memory://" });
    await handle.close();
    expect(isDatabaseUnavailable(await thrownBy(() => handle.db.execute(sql`select 1`)))).toBe(true);
  });

  it("a PostgreSQL server that refuses the connection is unavailable", async () => {
    const refused = await connect({ url: "postgres://postgres@127.0.0.1:1/none" });
    const error = await thrownBy(() => refused.db.execute(sql`select 1`));
    await refused.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("makes the API answer 503 with Retry-After for a partner look-up and a lead: never 'unknown partner'", async () => {
    const gone = await connect({ url: "postgres://postgres@127.0.0.1:1/none" });
    makeAppDatabase(gone);
    try {
      for (const response of [
        await post(partnerData, { partner: "zuidkust" }),
        await post(requests, { kind: "question", project_id: 7, first_name: "A", last_name: "B", email: "a@example.nl", message: "Hallo", privacy: true, partner: "zuidkust" }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unavailable");
      }
    } finally {
      await gone.close();
    }
  });
});
