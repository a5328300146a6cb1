/**
 * `npm run db:backup [-- --out <file>] [--server <origin>]`: a backup of the embedded database (PGlite)
 * as a gzipped tar of its data directory. A running server holds the directory (PGlite allows one
 * process), so when one answers on PORT, or --server is given, it makes the dump (POST
 * /api/operator/database-backup with the operator token, as `npm run catalogue:revalidate` does);
 * otherwise the directory is opened here. On PostgreSQL (DATABASE_URL) use pg_dump instead (docs/operations.md).
 * Exit 0 on success, 1 on a failure, 2 on bad input.
 */
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { dumpEmbeddedDatabase } from "../lib/db/backup";
import { connect } from "../lib/db/client";
import { envOrExit } from "./lib/env-or-exit";
import { readInternalToken } from "./lib/secrets";

function usage(message: string): never {
  console.error(`${message}\nGebruik: npm run db:backup -- [--out <bestand.tar.gz>] [--server <origin>]`);
  process.exit(2);
}

let options: { out?: string; server?: string };
try {
  options = parseArgs({ options: { out: { type: "string" }, server: { type: "string" } } }).values;
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const config = envOrExit();
if (config.DATABASE_URL) usage("DATABASE_URL is gezet: maak een back-up van PostgreSQL met pg_dump (zie docs/operations.md)");

const out = path.resolve(options.out ?? path.join("backups", `costa-pglite-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`));
await mkdir(path.dirname(out), { recursive: true });

/** The server that holds the directory: the one given, or one answering on PORT. */
async function runningServer(): Promise<string | null> {
  if (options.server) return options.server.replace(/\/$/, "");
  const origin = `http://127.0.0.1:${config.PORT}`;
  try {
    await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
    return origin;
  } catch {
    return null;
  }
}

try {
  const origin = await runningServer();
  if (origin) {
    const token = readInternalToken(config.PORT);
    if (!token) usage(`Geen operator-token: zet INTERNAL_API_TOKEN, of start de server met npm start op poort ${config.PORT}.`);
    const response = await fetch(`${origin}/api/operator/database-backup`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      console.error(`${origin} antwoordde ${response.status}: ${body.error?.message ?? "geen toelichting"}`);
      process.exit(1);
    }
    await pipeline(Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(out, { mode: 0o600 }));
    console.log(`back-up van de draaiende server ${origin}: ${out}`);
  } else {
    const handle = await connect({ dataDir: config.PGLITE_DIR });
    try {
      await writeFile(out, Buffer.from(await (await dumpEmbeddedDatabase(handle)).arrayBuffer()), { mode: 0o600 });
    } finally {
      await handle.close();
    }
    console.log(`back-up van ${config.PGLITE_DIR} (geen server draaide): ${out}`);
  }
} catch (error) {
  console.error(`De back-up is mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
