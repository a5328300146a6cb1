import "server-only";
/**
 * One Redis connection per process (REDIS_URL), kept on globalThis: Next bundles routes apart, and
 * each bundle would otherwise open its own. Without REDIS_URL there is none and callers keep their
 * state in memory. Commands fail fast while the connection is down (no offline queue), so a caller
 * with a fallback (the rate limits' memory limiter) uses it instead of waiting.
 */
import { Redis } from "ioredis";
import { env } from "../env";
import { log } from "../log";
import { onShutdown } from "./shutdown";

const globalForRedis = globalThis as unknown as { __costaRedis?: Redis | null };

export function redisClient(): Redis | null {
  if (globalForRedis.__costaRedis !== undefined) return globalForRedis.__costaRedis;
  const url = env().REDIS_URL;
  if (!url) return (globalForRedis.__costaRedis = null);
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: "costa" });
  // The address only: a URL may carry a password. Once per outage, not at every reconnect attempt.
  const host = new URL(url).host;
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log("warn", "redis_down", { host, error: error.message, note: "rate limits count in memory until Redis is back" });
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log("info", "redis_back", { host });
  });
  // Closed after the requests in flight are answered: they may still count against a rate limit.
  onShutdown(async () => {
    await client.quit().catch(() => client.disconnect());
  }, "connections");
  return (globalForRedis.__costaRedis = client);
}
