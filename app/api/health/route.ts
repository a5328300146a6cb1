import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { healthCall } from "@/lib/api/system-calls";
import { checkDatabase } from "@/lib/db/health";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

/** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export const GET = withApi(healthCall, async () => {
  const database = await checkDatabase();
  if (!database.ok) {
    log("warn", "health_check_failed", { reason: database.reason });
    throw new AppError("unavailable", "databaseDown");
  }
  return ok({ status: "ok", database: { engine: database.engine, latencyMs: database.latencyMs } });
});
