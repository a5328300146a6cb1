/**
 * How fast the mail outbox drains a backlog (after an SMTP outage, a burst of alerts):
 *   npx tsx tests/bench/mail-outbox.mts [--mails 2000] [--concurrency 1,2,4,8,16] [--latency 20]
 * For each MAIL_SEND_CONCURRENCY: a fresh in-memory PGlite with N queued reset mails, the real job
 * runner with the real `mail_outbox` job (its pooled SMTP transport and batches), and the tests' SMTP
 * server in a process of its own (tests/bench/smtp-sink.mts; `--latency MS`: behind a relay that adds
 * that round trip, as a mail server across a network). Prints the time from the runner's start
 * until nothing is pending, mails per second, and whether every mail was sent once (one try each, as
 * many distinct Message-IDs at the server as mails). A measurement, not a test.
 */
import { spawn } from "node:child_process";
import { registerHooks } from "node:module";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { count, eq } from "drizzle-orm";

// The outbox's modules are server-only (they throw when a client bundle imports them); here they run as in the server.
registerHooks({ resolve: (specifier, context, next) => (specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context)) });
const { connect, useDatabase: makeAppDatabase } = await import("../../lib/db/client");
const { mailOutbox } = await import("../../lib/db/schema");
const { migrateDatabase } = await import("../../lib/db/migrate");
const { createJobRunner } = await import("../../lib/jobs/runner");
const { enqueueMail } = await import("../../lib/mail/enqueue");
const { mailOutboxJob } = await import("../../lib/mail/outbox");
const { outboxStatus } = await import("../../lib/mail/status");
const { resetPasswordMail } = await import("../../lib/mail/templates/reset-password");
const { partnerSite } = await import("../support/mail-sites");

const { values } = parseArgs({ options: { mails: { type: "string", default: "2000" }, concurrency: { type: "string", default: "1,2,4,8,16" }, latency: { type: "string", default: "0" } } });
const MAILS = Number(values.mails);
process.env.LOG_LEVEL = "warn";

const sink = spawn(process.execPath, ["--import", "tsx", "tests/bench/smtp-sink.mts", "--latency", values.latency], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: sink.stdout! })[Symbol.asyncIterator]();
const nextLine = async () => JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
const { url } = (await nextLine()) as { url: string };
let counted = { received: 0, distinct: 0 };
const sinkCount = async () => {
  sink.stdin!.write("count\n");
  const now = (await nextLine()) as typeof counted;
  const since = { received: now.received - counted.received, distinct: now.distinct - counted.distinct };
  counted = now;
  return since;
};

async function round(concurrency: number): Promise<void> {
  const handle = await connect({ dataDir: "memory://" });
  await migrateDatabase(handle);
  makeAppDatabase(handle);
  const mail = resetPasswordMail(partnerSite(), { firstName: "Anna", resetUrl: "http://localhost:3000/zuidkust/client-reset-password/0123456789abcdef", expiresInMinutes: 60 });
  for (let queued = 0; queued < MAILS; queued += 250) {
    await handle.db.transaction(async (tx) => {
      for (let n = queued; n < Math.min(MAILS, queued + 250); n++) await enqueueMail(tx, { to: `klant${n}@example.nl`, ...mail });
    });
  }
  Object.assign(process.env, { SMTP_URL: url, MAIL_SEND_CONCURRENCY: String(concurrency) });
  delete (globalThis as { __costaEnv?: unknown }).__costaEnv; // env() parses once per process
  const runner = createJobRunner({ database: async () => handle.db, jobs: [mailOutboxJob()] });
  const started = performance.now();
  runner.start();
  // Polled, not awaited: the runner works on its own, as in the server.
  while ((await outboxStatus(handle.db, 0)).pending > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  const [once] = await handle.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.attempts, 1));
  const atServer = await sinkCount();
  console.log(
    `concurrency ${String(concurrency).padStart(2)}: ${MAILS} mails in ${seconds.toFixed(1)} s, ${Math.round(MAILS / seconds)} mails/s; sent once: ${once!.n === MAILS ? "yes" : `no (${once!.n})`}, at the server ${atServer.received} (${atServer.distinct} distinct)`,
  );
  await handle.close();
}

try {
  for (const concurrency of values.concurrency.split(",").map(Number)) await round(concurrency);
} finally {
  sink.stdin!.end();
}
