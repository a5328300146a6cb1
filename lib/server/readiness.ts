import "server-only";
/**
 * May this instance take traffic? Unlike liveness (/api/health: the process and its database answer),
 * readiness also fails while the instance drains after SIGTERM and before the committed migrations are
 * applied. Redis is not needed to serve (rate limits and the cache fall back to this instance's memory),
 * so a Redis that does not answer is reported as `degraded`, never as not ready: a load balancer would
 * otherwise drop every instance at once during a Redis outage. The answer names the failed checks in
 * fixed words: the causes (hosts, driver messages) go to the log, never to the caller.
 */
import { getDatabase } from "../db/client";
import { checkDatabase } from "../db/health";
import { migrationsApplied } from "../db/migrate";
import { log } from "../log";
import { redisClient } from "./redis";
import { isDraining } from "./shutdown";

type CheckState = "ok" | "failed" | "skipped";
/** Redis: `degraded` while it does not answer (the instance serves from memory meanwhile). */
type RedisState = "ok" | "degraded" | "skipped";
export interface Readiness {
  ready: boolean;
  checks: { draining: CheckState; database: CheckState; migrations: CheckState; redis: RedisState };
}

const globalForReadiness = globalThis as unknown as { __costaMigrationsApplied?: boolean; __costaRedisDegraded?: boolean };

async function migrationsState(): Promise<CheckState> {
  // Once applied they stay applied for the life of this build: asked until then only.
  if (globalForReadiness.__costaMigrationsApplied) return "ok";
  try {
    const applied = await migrationsApplied(await getDatabase());
    globalForReadiness.__costaMigrationsApplied = applied;
    return applied ? "ok" : "failed";
  } catch (error) {
    log("warn", "ready_migrations_unknown", { message: error instanceof Error ? error.message : String(error) });
    return "failed";
  }
}

/** Resolves once the connection is up or has failed, or after `ms`: a fresh client is still connecting. */
function settled(client: NonNullable<ReturnType<typeof redisClient>>, ms: number): Promise<void> {
  if (client.status !== "wait" && client.status !== "connecting" && client.status !== "connect") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done).off("error", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once("ready", done).once("error", done);
  });
}

async function redisState(timeoutMs: number): Promise<RedisState> {
  const client = redisClient();
  if (!client) return "skipped";
  try {
    await settled(client, timeoutMs);
    // Commands fail at once while disconnected (no offline queue); the timeout bounds a hung server.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([client.ping(), timeout]).finally(() => clearTimeout(timer));
    globalForReadiness.__costaRedisDegraded = false;
    return "ok";
  } catch (error) {
    // Once per outage, not once per probe.
    if (!globalForReadiness.__costaRedisDegraded) log("warn", "ready_redis_degraded", { message: error instanceof Error ? error.message : String(error) });
    globalForReadiness.__costaRedisDegraded = true;
    return "degraded";
  }
}

export async function checkReadiness(timeoutMs = 2000): Promise<Readiness> {
  const [database, redis] = await Promise.all([checkDatabase(timeoutMs), redisState(timeoutMs)]);
  if (!database.ok) log("warn", "ready_database_failed", { reason: database.reason });
  const checks: Readiness["checks"] = {
    draining: isDraining() ? "failed" : "ok",
    database: database.ok ? "ok" : "failed",
    migrations: database.ok ? await migrationsState() : "skipped",
    redis,
  };
  return { ready: Object.values(checks).every((state) => state !== "failed"), checks };
}
