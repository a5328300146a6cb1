/**
 * `npm run db:restore -- <backup.tar.gz> [--dir <directory>]`: restores a backup made by
 * `npm run db:backup` into a new PGlite data directory (default PGLITE_DIR), which must be missing or
 * empty: stop the server and move the old directory aside first. On PostgreSQL use pg_restore (docs/operations.md).
 * Exit 0 on success, 1 on a failure, 2 on bad input.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, restoreEmbeddedDatabase } from "../lib/db/backup";
import { envOrExit } from "./lib/env-or-exit";

function usage(message: string): never {
  console.error(`${message}\nGebruik: npm run db:restore -- <back-up.tar.gz> [--dir <map>]`);
  process.exit(2);
}

let parsed: { positionals: string[]; values: { dir?: string } };
try {
  parsed = parseArgs({ allowPositionals: true, options: { dir: { type: "string" } } });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const config = envOrExit();
const [file] = parsed.positionals;
if (!file) usage("Geef het bestand van de back-up");
if (!existsSync(file)) usage(`${file} bestaat niet`);
if (config.DATABASE_URL && !parsed.values.dir) usage("DATABASE_URL is gezet: zet PostgreSQL terug met pg_restore (zie docs/operations.md), of geef --dir voor een PGlite-map");
const dataDir = path.resolve(parsed.values.dir ?? config.PGLITE_DIR);

try {
  await restoreEmbeddedDatabase(file, dataDir);
  console.log(`teruggezet in ${dataDir}`);
} catch (error) {
  if (error instanceof BackupError) usage(error.message);
  console.error(`Terugzetten is mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
