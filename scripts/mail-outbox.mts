/**
 * `npm run mail:outbox [-- --json]`: the state of the mail outbox in the configured database — mails
 * waiting, how long the oldest has waited, failed mails and the latest errors. On the embedded PGlite
 * database run it while the server is stopped (one process per data directory).
 */
import { connect } from "../lib/db/client";
import { EnvError, parseEnv } from "../lib/env";
import { outboxStatus, type OutboxStatus } from "../lib/mail/status";

function age(since: Date, now = Date.now()): string {
  const minutes = Math.floor((now - since.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} uur` : `${Math.floor(hours / 24)} dagen`;
}

function report(status: OutboxStatus): string {
  const lines = [
    `wachtend: ${status.pending} (waarvan ${status.retrying} na een mislukte poging)` +
      (status.oldestPendingAt ? `, oudste wacht ${age(status.oldestPendingAt)}` : ""),
    `mislukt: ${status.failed}`,
    `verzonden: ${status.sent}`,
  ];
  if (status.problems.length) {
    lines.push("recente problemen:");
    for (const problem of status.problems) {
      const state = problem.status === "failed" ? "mislukt" : `wacht, volgende poging ${problem.nextAttemptAt.toISOString()}`;
      lines.push(`  #${problem.id} ${state}, ${problem.attempts} poging(en): ${problem.lastError ?? "-"}`);
    }
  }
  return lines.join("\n");
}

try {
  const config = parseEnv(process.env);
  const handle = await connect({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  try {
    const status = await outboxStatus(handle.db);
    console.log(process.argv.includes("--json") ? JSON.stringify(status) : report(status));
  } finally {
    await handle.close();
  }
} catch (error) {
  const undefinedTable = (error as { cause?: { code?: unknown } }).cause?.code === "42P01";
  console.error(error instanceof EnvError ? error.message : undefinedTable ? "The database has no mail outbox yet: run npm run db:migrate first." : error);
  process.exit(1);
}
