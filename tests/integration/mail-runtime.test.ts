import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDatabase, type DatabaseHandle } from "@/lib/db/client";
import { startJobs } from "@/lib/jobs/start";
import { kickMailOutbox } from "@/lib/mail/outbox";
import { runShutdownHooks } from "@/lib/server/shutdown";
import { openTestDatabase } from "./helpers/database";
import { queueResetMail, readMail } from "./helpers/mail";
import { createTestSmtpServer, type TestSmtpServer } from "./helpers/smtp";

// The outbox as the app runs it: a job of the app's runner, configured from the environment, on the
// process-wide database, kicked after a commit, stopped by the server's shutdown hooks.
let handle: DatabaseHandle;
let smtp: TestSmtpServer;
const globalForEnv = globalThis as unknown as { __costaEnv?: unknown };
const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };

beforeAll(async () => {
  handle = await openTestDatabase();
  useDatabase(handle);
  smtp = await createTestSmtpServer();
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Costa Nieuwbouw <noreply@costanieuwbouw.nl>";
  globalForEnv.__costaEnv = undefined; // read the environment again
});
afterAll(async () => {
  await runShutdownHooks();
  Object.assign(process.env, saved);
  for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
  globalForEnv.__costaEnv = undefined;
  await smtp?.stop();
  await handle?.close();
});

describe(`the app's mail outbox (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("starts once, sends a mail as soon as it is kicked, and stops with the server", async () => {
    const runner = startJobs();
    expect(startJobs()).toBe(runner);

    const arriving = smtp.nextMessage();
    const id = await queueResetMail(handle.db);
    kickMailOutbox();
    expect((await arriving).from?.value[0]?.name).toBe("Zuidkust Vastgoed");

    await runShutdownHooks(); // as scripts/serve.mts on SIGTERM: waits for the batch in flight
    expect(await readMail(handle.db, id)).toMatchObject({ status: "sent", attempts: 1 });

    // Stopped: a kick reaches no runner, the next mail waits for the next start.
    const waiting = await queueResetMail(handle.db);
    kickMailOutbox();
    expect(await readMail(handle.db, waiting)).toMatchObject({ status: "pending", attempts: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});
