/**
 * The job runner on the app's database (PGlite, or PostgreSQL with DATABASE_URL): a due job runs once
 * and waits for its next tick, a failure backs off, a kick runs it at once, a dead holder's lease runs
 * out, shutdown waits for a run in flight; and the token pruning job (clients' and CRM users' tokens). Time is a clock the test moves.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokenPruneJob, issueApiToken } from "@/lib/accounts/api-tokens";
import { issueStaffToken } from "@/lib/crm/staff";
import { useDatabase, type DatabaseHandle } from "@/lib/db/client";
import { apiTokens, backgroundJobs, clients, staffApiTokens, staffUsers } from "@/lib/db/schema";
import { defineJob, type JobContext, type JobOutcome } from "@/lib/jobs/define";
import { createJobRunner } from "@/lib/jobs/runner";
import { testClock } from "./helpers/mail";
import { openTestDatabase } from "./helpers/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  useDatabase(handle);
});
afterAll(async () => handle?.close());

const row = async (name: string) => (await handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name)))[0]!;

function runnerFor(name: string, run: (context: JobContext) => Promise<JobOutcome>, clock = testClock()) {
  const job = defineJob({ name, schedule: { everyMs: 60_000 }, firstRunAfterMs: 0, run });
  return { job, clock, runner: createJobRunner({ database: async () => handle.db, jobs: [job], clock: clock.now }) };
}

describe(`the job runner (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("runs a due job once, then at its next tick", async () => {
    let runs = 0;
    const { runner, clock } = runnerFor("tick_test", async () => void runs++);
    expect(await runner.runDue()).toEqual(["tick_test"]);
    expect(await runner.runDue()).toEqual([]);
    expect(runs).toBe(1);
    expect(await row("tick_test")).toMatchObject({ lockedBy: null, failures: 0, lastError: null });
    clock.advance(60_000);
    expect(await runner.runDue()).toEqual(["tick_test"]);
    expect(runs).toBe(2);
  });

  it("retries a failed run with backoff, and forgets the failures after a success", async () => {
    let fail = true;
    const { runner, clock } = runnerFor("retry_test", async () => {
      if (fail) throw new Error("kapot");
    });
    await runner.runDue();
    const first = await row("retry_test");
    expect(first).toMatchObject({ failures: 1, lastError: "Error: kapot" });
    expect(first.nextRunAt.getTime() - first.lastFinishedAt!.getTime()).toBe(30_000);
    clock.advance(30_000);
    await runner.runDue();
    const second = await row("retry_test");
    expect(second.failures).toBe(2);
    expect(second.nextRunAt.getTime() - second.lastFinishedAt!.getTime()).toBe(60_000);
    fail = false;
    clock.advance(60_000);
    await runner.runDue();
    const recovered = await row("retry_test");
    expect(recovered).toMatchObject({ failures: 0, lastError: null });
    expect(recovered.nextRunAt.getTime() - recovered.lastFinishedAt!.getTime()).toBe(60_000);
  });

  it("runs again at once when the job says more work waits", async () => {
    let left = 2;
    const { runner } = runnerFor("again_test", async () => ({ again: --left > 0 }));
    expect(await runner.runDue()).toEqual(["again_test"]);
    expect(await runner.runDue()).toEqual(["again_test"]);
    expect(await runner.runDue()).toEqual([]);
  });

  it("runs a kicked job at once, and once more when the kick came during a run", async () => {
    let runs = 0;
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const { runner } = runnerFor("kick_test", async () => {
      runs++;
      if (runs === 2) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    await runner.runDue(); // the first run: the next tick is a minute away
    runner.start();
    runner.trigger("kick_test");
    await running;
    runner.trigger("kick_test"); // while the second run works
    await expect.poll(async () => (await row("kick_test")).requestedAt).not.toBeNull();
    release();
    await expect.poll(() => runs).toBe(3);
    await runner.stop();
  });

  it("lets another instance take a job over once the holder's lease ran out, not before", async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const holder = runnerFor("lease_test", async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
    });
    const held = holder.runner.runDue();
    await running;
    const clock = testClock();
    const other = runnerFor("lease_test", async () => undefined, clock);
    expect(await other.runner.runDue()).toEqual([]);
    clock.advance(5 * 60_000 + 1_000); // the default lease, as if the holder had died
    expect(await other.runner.runDue()).toEqual(["lease_test"]);
    release();
    await held;
  });

  it("on shutdown starts nothing new, aborts the jobs' signal and waits for the run in flight", async () => {
    let release!: () => void;
    let started!: (signal: AbortSignal) => void;
    const running = new Promise<AbortSignal>((resolve) => (started = resolve));
    const { runner } = runnerFor("shutdown_test", async ({ signal }) => {
      started(signal);
      await new Promise<void>((resolve) => (release = resolve));
    });
    runner.start();
    const signal = await running;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(signal.aborted).toBe(true);
    expect(stopped).toBe(false);
    expect((await row("shutdown_test")).lockedBy).not.toBeNull();
    release();
    await stopping;
    expect((await row("shutdown_test")).lockedBy).toBeNull();
    runner.start(); // a stopped runner stays stopped
    expect(await runner.runDue()).toEqual([]);
  });
});

describe("the token pruning job", () => {
  it("deletes clients' and CRM users' tokens that expired or were revoked more than a month ago", async () => {
    const day = 86_400_000;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * day);
    const [client] = await handle.db.insert(clients).values({ email: "prune@example.nl", firstName: "Anna", lastName: "Jansen", passwordHash: "x" }).returning({ id: clients.id });
    await issueApiToken(client!.id, daysAgo(70)); // expired 40 days ago
    const revoked = await issueApiToken(client!.id, daysAgo(40));
    await handle.db.update(apiTokens).set({ revokedAt: daysAgo(35) }).where(eq(apiTokens.expiresAt, revoked.expiresAt));
    await issueApiToken(client!.id, now); // valid
    const [staff] = await handle.db.insert(staffUsers).values({ email: "prune-staff@example.nl", name: "Piet Prune", passwordHash: "x", role: "admin" }).returning({ id: staffUsers.id });
    await issueStaffToken(staff!.id, daysAgo(80)); // expired 50 days ago
    const staffRevoked = await issueStaffToken(staff!.id, daysAgo(40));
    await handle.db.update(staffApiTokens).set({ revokedAt: daysAgo(35) }).where(eq(staffApiTokens.expiresAt, staffRevoked.expiresAt));
    const recentlyRevoked = await issueStaffToken(staff!.id, daysAgo(2));
    await handle.db.update(staffApiTokens).set({ revokedAt: daysAgo(1) }).where(eq(staffApiTokens.expiresAt, recentlyRevoked.expiresAt));
    const staffValid = await issueStaffToken(staff!.id, now);

    const runner = createJobRunner({ database: async () => handle.db, jobs: [{ ...apiTokenPruneJob, firstRunAfterMs: 0 }] });
    expect(await runner.runDue()).toEqual(["api_token_prune"]);
    const left = await handle.db.select().from(apiTokens).where(eq(apiTokens.clientId, client!.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    const staffLeft = await handle.db.select({ expiresAt: staffApiTokens.expiresAt }).from(staffApiTokens).where(eq(staffApiTokens.staffUserId, staff!.id));
    expect(staffLeft.map((token) => token.expiresAt.getTime()).sort()).toEqual([recentlyRevoked.expiresAt.getTime(), staffValid.expiresAt.getTime()].sort());
  });
});
