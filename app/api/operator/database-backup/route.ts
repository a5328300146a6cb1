import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { databaseBackupCall } from "@/lib/api/system-calls";
import { BackupError, dumpEmbeddedDatabase } from "@/lib/db/backup";
import { getDatabase } from "@/lib/db/client";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

/** The running server holds the PGlite directory, so the backup command asks it for the dump. */
export const POST = withApi(databaseBackupCall, async () => {
  let dump: Blob;
  try {
    dump = await dumpEmbeddedDatabase(await getDatabase());
  } catch (error) {
    if (error instanceof BackupError) throw new AppError("conflict", "backupRefused", { values: { reason: error.message } });
    throw error;
  }
  log("info", "database_backup_made", { bytes: dump.size });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return new Response(dump, {
    headers: { "Content-Type": "application/gzip", "Content-Disposition": `attachment; filename="costa-pglite-${stamp}.tar.gz"`, "Cache-Control": "no-store" },
  });
});
