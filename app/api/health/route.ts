import { fail, ok } from "@/lib/api/respond";
import { checkDatabase } from "@/lib/db/health";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

/** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export async function GET() {
  const database = await checkDatabase();
  if (!database.ok) {
    log("warn", "health_check_failed", { reason: database.reason });
    return fail("unavailable", "De database is niet bereikbaar");
  }
  return ok({ status: "ok", database: { engine: database.engine, latencyMs: database.latencyMs } });
}
