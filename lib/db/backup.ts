/**
 * Backups of the embedded database (PGlite): a gzipped tar of its data directory (PGlite's
 * `dumpDataDir`), and a restore of one into a new directory. The dump runs in the process that holds
 * the directory (PGlite allows one), between two statements: a CHECKPOINT first, so the files hold
 * every committed transaction. PostgreSQL has pg_dump and pg_restore for this (docs/operations.md).
 */
import { mkdir, readdir, readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "./client";

export class BackupError extends Error {
  override name = "BackupError";
}

/** The dump of an open PGlite database, as a gzipped tar. */
export async function dumpEmbeddedDatabase(handle: DatabaseHandle): Promise<Blob> {
  if (handle.engine !== "pglite") throw new BackupError("De database is PostgreSQL: maak een back-up met pg_dump (zie docs/operations.md)");
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec("CHECKPOINT");
  return client.dumpDataDir("gzip");
}

/** Restores a dump into `dataDir`, which must be missing or empty: a restore never overwrites a database. */
export async function restoreEmbeddedDatabase(dumpFile: string, dataDir: string): Promise<void> {
  const existing = await readdir(dataDir).catch(() => []);
  if (existing.length > 0) throw new BackupError(`${dataDir} is niet leeg: kies een nieuwe map, of verplaats de oude eerst (met de server gestopt)`);
  const dump = new Blob([await readFile(dumpFile)]);
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(dataDir, { loadDataDir: dump });
  await client.query("select 1");
  await client.close();
}
