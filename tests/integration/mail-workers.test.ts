import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { createJobRunner } from "@/lib/jobs/runner";
import { claimDueMails, markFailed, scheduleRetry } from "@/lib/mail/queries";
import { openTestDatabase, secondInstance } from "./helpers/database";
import { drain, mailWorker, queueResetMail, readMail, testClock, watchedTransport } from "./helpers/mail";
import { createTestSmtpServer, type TestSmtpServer } from "./helpers/smtp";

// Two app instances on one database. On PostgreSQL each has its own connection pool, as two
// processes would; PGlite has a single connection, so there the two workers share it.
const onPostgres = Boolean(process.env.DATABASE_URL);
let first: DatabaseHandle;
let second: DatabaseHandle;
let smtp: TestSmtpServer;

const openSecondHandle = () => secondInstance(first.db);

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openSecondHandle();
  smtp = await createTestSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await second?.close();
  await first?.close();
});
beforeEach(async () => {
  await first.db.delete(mailOutbox);
  smtp.received.length = 0;
  await smtp.start();
});
afterEach(async () => smtp.stop());

describe(`mail outbox with several instances (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("two workers racing over the same mails send each exactly once", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 24; n++) ids.push(await queueResetMail(first.db, `klant${n}@example.nl`));
    const one = mailWorker(first.db, smtp.url, { batchSize: 3 });
    const two = mailWorker(second.db, smtp.url, { batchSize: 3 });

    const [a, b] = await Promise.all([drain(one), drain(two)]);

    expect(a.sent + b.sent).toBe(24);
    expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0); // both really took part
    expect(a.retried + b.retried + a.failed + b.failed).toBe(0);
    expect(smtp.received).toHaveLength(24);
    const recipients = smtp.received.map((mail) => (Array.isArray(mail.to) ? "" : mail.to?.text));
    expect(new Set(recipients).size).toBe(24);
    for (const id of ids) expect(await readMail(first.db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a backlog longer than one run goes out without waiting for the next tick, several mails at once, each once", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 130; n++) ids.push(await queueResetMail(first.db, `achterstand${n}@example.nl`));
    const watched = watchedTransport(smtp.url, 3);
    // 3 connections, 3 mails a claim (5 a connection by default), at most 20 claims a run: 130 mails take three runs.
    const worker = mailWorker(first.db, null, { transport: watched.transport, concurrency: 3, batchSize: 3 });
    let runs = 0;
    const runner = createJobRunner({
      database: async () => first.db,
      // An hour between ticks: only a run that asks to run again at once can send it all within the test.
      jobs: [{ name: "mail_outbox", schedule: { everyMs: 3_600_000 }, firstRunAfterMs: 0, run: ({ signal }) => (runs++, worker.drain(signal)), close: () => worker.close() }],
    });
    runner.start();
    while (smtp.received.length < ids.length) await smtp.nextMessage();
    await runner.stop();

    expect(runs).toBeGreaterThanOrEqual(3);
    expect(watched.mostAtOnce()).toBe(3);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(ids.length);
    for (const id of ids) expect(await readMail(first.db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a crashed worker's mail is sent by another once its lease has run out, and the stale worker changes nothing", async () => {
    const clock = testClock();
    const id = await queueResetMail(first.db);
    // Instance one claims the mail and dies before sending it.
    const [stale] = await claimDueMails(first.db, { now: clock.now(), limit: 5, leaseMs: 5 * 60_000 });
    expect(stale?.id).toBe(id);

    const survivor = mailWorker(second.db, smtp.url, { clock: clock.now });
    expect(await survivor.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(5 * 60_000 - 1_000);
    expect(await survivor.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(2_000);
    const arriving = smtp.nextMessage();
    expect(await survivor.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    await arriving;

    // The first instance comes back with its old claim: its update no longer matches.
    expect(await scheduleRetry(first.db, stale!, { error: "late", nextAttemptAt: clock.now() })).toBe(false);
    expect(await readMail(first.db, id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("a worker whose lease ran out cannot undo the claim of the worker that took the mail over", async () => {
    const clock = testClock();
    const id = await queueResetMail(first.db);
    const [stale] = await claimDueMails(first.db, { now: clock.now(), limit: 5, leaseMs: 60_000 });
    clock.advance(61_000);
    const [current] = await claimDueMails(second.db, { now: clock.now(), limit: 5, leaseMs: 60_000 });
    expect(current?.id).toBe(id);

    expect(await scheduleRetry(first.db, stale!, { error: "late", nextAttemptAt: clock.now() })).toBe(false);
    expect(await markFailed(first.db, stale!, "late")).toBe(false);
    const row = await readMail(first.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(row.lockedUntil?.getTime()).toBe(current!.lockedUntil.getTime());
  });
});
