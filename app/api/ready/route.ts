import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { readyCall } from "@/lib/api/system-calls";
import { checkReadiness } from "@/lib/server/readiness";

export const dynamic = "force-dynamic";

const FAILURE_TEXT = {
  draining: "de instantie stopt",
  database: "de database is niet bereikbaar",
  migrations: "de migraties zijn nog niet toegepast",
} as const;

/** 200 when this instance can serve (Redis may be `degraded`); 503 naming the failed checks otherwise (a load balancer takes it out). */
export const GET = withApi(readyCall, async () => {
  const { ready, checks } = await checkReadiness();
  if (!ready) {
    const failed = (Object.keys(FAILURE_TEXT) as (keyof typeof FAILURE_TEXT)[]).filter((name) => checks[name] === "failed");
    throw new AppError("unavailable", "notReady", { values: { checks: failed.map((name) => FAILURE_TEXT[name]).join(", ") }, fields: Object.fromEntries(failed.map((name) => [name, [FAILURE_TEXT[name]]])) });
  }
  return ok({ status: "ready" as const, checks });
});
