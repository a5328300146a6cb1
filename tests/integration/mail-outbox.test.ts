import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { defineJob } from "@/lib/jobs/define";
import { createJobRunner } from "@/lib/jobs/runner";
import { enqueueMail, InvalidMailError } from "@/lib/mail/enqueue";
import { LOGGED_WITHOUT_SMTP } from "@/lib/mail/queries";
import { outboxStatus } from "@/lib/mail/status";
import { openTestDatabase } from "./helpers/database";
import { drain, mailWorker, queueResetMail, readMail, RESET_URL, testClock } from "./helpers/mail";
import { createTestSmtpServer, SMTP_PASSWORD, SMTP_USER, type TestSmtpServer } from "./helpers/smtp";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = await createTestSmtpServer();
});
afterAll(async () => {
  await smtp?.stop();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuse.clear();
});
afterEach(async () => smtp.stop());

const outboxSize = async () => (await handle.db.select({ n: count() }).from(mailOutbox))[0]!.n;

describe(`mail outbox (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("stores a mail with the transaction that causes it, and nothing when that transaction rolls back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "anna@example.nl", subject: "S", text: "T" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await outboxSize()).toBe(0);

    const id = await queueResetMail(handle.db);
    expect(await readMail(handle.db, id)).toMatchObject({
      status: "pending", attempts: 0, toAddress: "anna@example.nl", fromName: "Zuidkust Vastgoed", replyTo: "info@zuidkust.test", sentAt: null, lockedUntil: null,
    });
  });

  it("refuses a bad address or an oversized mail, naming the field but not the value", async () => {
    await expect(enqueueMail(handle.db, { to: "anna at example", subject: "S", text: "T" })).rejects.toThrow(InvalidMailError);
    await expect(enqueueMail(handle.db, { to: "anna@example.nl", subject: "S\r\nBcc: x@evil.test", text: "T" })).rejects.toThrow(/subject/);
    await expect(enqueueMail(handle.db, { to: "anna@example.nl", subject: "S", text: "x".repeat(100_001) })).rejects.toThrow(/text/);
    await expect(enqueueMail(handle.db, { to: "secret-person@example", subject: "S", text: "T" })).rejects.not.toThrow(/secret-person/);
    expect(await outboxSize()).toBe(0);
  });

  it("delivers a partner's reset mail: Dutch, from the partner's name at MAIL_FROM's address, with a text and an HTML part", async () => {
    await smtp.start();
    const id = await queueResetMail(handle.db);
    const arriving = smtp.nextMessage();
    expect(await mailWorker(handle.db, smtp.url).runOnce()).toMatchObject({ claimed: 1, sent: 1, retried: 0 });
    const mail = await arriving;

    expect(mail.from?.value).toEqual([{ name: "Zuidkust Vastgoed", address: "noreply@costanieuwbouw.nl" }]);
    expect(mail.replyTo?.value).toEqual([{ name: "", address: "info@zuidkust.test" }]);
    expect(mail.subject).toBe("Nieuw wachtwoord instellen bij Zuidkust Vastgoed");
    expect(mail.text).toContain(RESET_URL);
    expect(mail.html).toContain(`href="${RESET_URL}"`);
    expect(mail.messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@costanieuwbouw\\.nl>$`));
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");

    const row = await readMail(handle.db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await mailWorker(handle.db, smtp.url).runOnce()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps a reset mail while the SMTP server is down, backs off, and delivers it once the server is up", async () => {
    const clock = testClock();
    const worker = mailWorker(handle.db, smtp.url, { clock: clock.now });
    const id = await queueResetMail(handle.db);

    const before = clock.now().getTime();
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    let row = await readMail(handle.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.lastError).not.toContain(SMTP_PASSWORD);
    expect(row.lastError).not.toContain(SMTP_USER);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime() + 30_000);

    expect(await worker.runOnce()).toMatchObject({ claimed: 0 }); // not due yet
    clock.advance(30_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    row = await readMail(handle.db, id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(59_000); // doubled

    await smtp.start();
    clock.advance(60_000);
    const arriving = smtp.nextMessage();
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect((await arriving).text).toContain(RESET_URL);
    expect(await readMail(handle.db, id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it("marks a mail failed when the server refuses the address for good, retries a temporary refusal, and sends the rest", async () => {
    await smtp.start();
    smtp.refuse.set("gone@example.nl", 550);
    smtp.refuse.set("busy@example.nl", 450);
    const clock = testClock();
    const gone = await queueResetMail(handle.db, "gone@example.nl");
    const busy = await queueResetMail(handle.db, "busy@example.nl");
    const fine = await queueResetMail(handle.db, "anna@example.nl");

    expect(await mailWorker(handle.db, smtp.url, { clock: clock.now }).runOnce()).toMatchObject({ claimed: 3, sent: 1, retried: 1, failed: 1 });
    expect(await readMail(handle.db, gone)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await readMail(handle.db, gone)).lastError).toMatch(/550 No such user here/);
    expect(await readMail(handle.db, busy)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await readMail(handle.db, busy)).lastError).toMatch(/450/);
    expect(await readMail(handle.db, fine)).toMatchObject({ status: "sent" });

    smtp.refuse.delete("busy@example.nl");
    clock.advance(60 * 60_000);
    expect(await drain(mailWorker(handle.db, smtp.url, { clock: clock.now }))).toMatchObject({ sent: 1, failed: 0 });
    expect(await readMail(handle.db, busy)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await readMail(handle.db, gone)).toMatchObject({ status: "failed" });
    expect(smtp.received.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text)).toEqual(["anna@example.nl", "busy@example.nl"]);
  });

  it("without SMTP_URL keeps the mail queued and logs its recipient, subject and text with the link once", async () => {
    const previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stdout, "write");
    try {
      const id = await queueResetMail(handle.db);
      const worker = mailWorker(handle.db, null);
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, logged: 1, sent: 0 });
      expect(await worker.runOnce()).toMatchObject({ claimed: 0, logged: 0 });

      const logged = write.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((line) => line.includes('"mail_not_sent_without_smtp"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: "info", mailId: id, to: "anna@example.nl", subject: "Nieuw wachtwoord instellen bij Zuidkust Vastgoed" });
      expect(logged[0]!.text).toContain(RESET_URL);
      expect(await readMail(handle.db, id)).toMatchObject({ status: "pending", attempts: 0, lastError: LOGGED_WITHOUT_SMTP });
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = previousLevel;
    }

    // Configured later, SMTP sends what waited.
    await smtp.start();
    expect(await mailWorker(handle.db, smtp.url).runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends at once when kicked after the commit, long before its tick, and stops cleanly", async () => {
    await smtp.start();
    const worker = mailWorker(handle.db, smtp.url);
    // The outbox's job, an hour away: only the kick can send the mail now.
    const job = defineJob({ name: "mail_outbox_kick_test", schedule: { everyMs: 60 * 60_000 }, firstRunAfterMs: 60 * 60_000, run: ({ signal }) => worker.drain(signal), close: () => worker.close() });
    const runner = createJobRunner({ database: async () => handle.db, jobs: [job] });
    runner.start();
    const arriving = smtp.nextMessage();
    const id = await queueResetMail(handle.db);
    runner.trigger(job.name);
    expect((await arriving).subject).toBe("Nieuw wachtwoord instellen bij Zuidkust Vastgoed");
    await runner.stop(); // waits for the batch in flight
    expect(await readMail(handle.db, id)).toMatchObject({ status: "sent" });

    await queueResetMail(handle.db);
    runner.trigger(job.name); // stopped: nothing runs
    expect(await outboxSize()).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });

  it("reports waiting, retrying, failed and sent mails to operators, without recipients", async () => {
    await smtp.start();
    smtp.refuse.set("gone@example.nl", 550);
    smtp.refuse.set("busy@example.nl", 450);
    const clock = testClock();
    for (const to of ["gone@example.nl", "busy@example.nl", "anna@example.nl"]) await queueResetMail(handle.db, to);
    await mailWorker(handle.db, smtp.url, { clock: clock.now }).runOnce();
    const waiting = await queueResetMail(handle.db, "later@example.nl");

    const status = await outboxStatus(handle.db);
    // The busy one waits for its retry: pending, not due; the new one is due (the backlog).
    expect(status).toMatchObject({ pending: 2, due: 1, retrying: 1, failed: 1, sent: 1 });
    expect(status.oldestPendingAt!.getTime()).toBeLessThanOrEqual((await readMail(handle.db, waiting)).createdAt.getTime());
    expect(status.oldestDueAt!.getTime()).toBe((await readMail(handle.db, waiting)).createdAt.getTime());
    clock.advance(60 * 60_000);
    expect(await outboxStatus(handle.db, 0, clock.now())).toMatchObject({ pending: 2, due: 2 });
    expect(status.problems.map((problem) => [problem.status, problem.attempts])).toEqual([["pending", 1], ["failed", 1]]);
    expect(JSON.stringify(status)).not.toMatch(/@example\.nl/);
  });
});
