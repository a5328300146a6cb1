/**
 * Two app instances on one PostgreSQL server, each with its own connection pool and job runner, look
 * for due jobs at the same moment, again and again: each tick's run happens once. Runs on PostgreSQL
 * only (`*.postgres.test.ts`).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { backgroundJobs } from "@/lib/db/schema";
import { defineJob, type JobDefinition } from "@/lib/jobs/define";
import { createJobRunner } from "@/lib/jobs/runner";
import { openTestDatabase, secondInstance } from "./helpers/database";

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await secondInstance(first.db);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe("jobs across two instances", () => {
  it("runs each tick of a job on one instance only", async () => {
    const runsBy = { first: 0, second: 0 };
    const job = (instance: keyof typeof runsBy): JobDefinition =>
      defineJob({ name: "claim_test", schedule: { everyMs: 60 * 60_000 }, firstRunAfterMs: 0, run: async () => void runsBy[instance]++ });
    const runners = [createJobRunner({ database: async () => first.db, jobs: [job("first")] }), createJobRunner({ database: async () => second.db, jobs: [job("second")] })];
    const ticks = 25;
    for (let tick = 0; tick < ticks; tick++) {
      // The tick comes due for both at once.
      await first.db.update(backgroundJobs).set({ nextRunAt: new Date(Date.now() - 1_000) }).where(eq(backgroundJobs.name, "claim_test"));
      const ran = await Promise.all(runners.map((runner) => runner.runDue()));
      expect(ran.flat(), `tick ${tick}`).toEqual(["claim_test"]);
    }
    expect(runsBy.first + runsBy.second).toBe(ticks);
  });
});
