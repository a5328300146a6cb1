/**
 * The shared store behind Next's cache when REDIS_URL is set: `@fortedigital/nextjs-cache-handler`'s
 * Redis handler (entries, their tags, expiry; revalidating a tag deletes its entries in Redis, so every
 * instance misses and renders afresh), with a local in-memory fallback while Redis is unreachable.
 * - The fallback starts empty at each outage (it knows nothing of tags revalidated elsewhere before),
 *   and is only read while Redis is down. An outage and the recovery are logged once each; tags
 *   revalidated during the outage are revalidated in Redis when it returns.
 * - Data-cache entries (`unstable_cache`, one per search filter set) and filtered search pages are
 *   bounded: at `maxEntries` stored entries a new one is not stored (it is rendered or read again when
 *   asked again); expired entries are pruned.
 * Plain JavaScript: Next loads the cache handler at run time, outside the bundle.
 */
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { Redis } from "ioredis";
import { isFilteredSearchPage } from "./page-cache-handler.mjs";

const SHARED_TAGS_KEY = "__sharedTags__";
const PRUNE_INTERVAL_MS = 60_000;
// The handler's own tag-to-keys scan prunes expired entries; this tag marks no entry.
const PRUNE_TAG = "__costa_prune__";

/** One JSON line, as lib/log.ts writes them (this file cannot import TypeScript). */
function logLine(level, message, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  // console, not process.stderr: Next also compiles this file for its Edge middleware bundle.
  (level === "info" ? console.log : console.error)(line);
}

function localFallback() {
  return createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 200 * 1024 * 1024 });
}

/**
 * @param {{ url: string; keyPrefix: string; maxEntries?: number; timeoutMs?: number; log?: typeof logLine }} options
 */
export function createSharedCacheStore({ url, keyPrefix, maxEntries = 20_000, timeoutMs = 1_000, log = logLine }) {
  // No offline queue: while Redis is down a command fails at once and the fallback answers.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: "costa-cache", connectTimeout: 2_000 });
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs });
  const host = new URL(url).host; // never the URL: it may hold a password
  let local = localFallback();
  let down = false;
  let lastPrune = 0;
  let closed = false;
  const missedTags = new Set();

  function wentDown(error) {
    if (down || closed) return;
    down = true;
    local = localFallback();
    log("warn", "cache_redis_down", { host, error: error?.message ?? "not connected", fallback: "local memory" });
  }
  client.on("error", wentDown);
  client.on("end", () => wentDown(null));
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log("info", "cache_redis_back", { host });
    const tags = [...missedTags];
    missedTags.clear();
    for (const tag of tags) redis.revalidateTag(tag).catch(() => missedTags.add(tag));
  });
  const usable = () => client.status === "ready";

  async function full() {
    if ((await client.hlen(keyPrefix + SHARED_TAGS_KEY)) < maxEntries) return false;
    if (Date.now() - lastPrune > PRUNE_INTERVAL_MS) {
      lastPrune = Date.now();
      await redis.revalidateTag(PRUNE_TAG);
      return (await client.hlen(keyPrefix + SHARED_TAGS_KEY)) >= maxEntries;
    }
    return true;
  }

  return {
    name: "redis-with-local-fallback",
    /** True while entries come from Redis (false: the local fallback answers). */
    get shared() {
      return usable();
    },
    async get(key, meta) {
      if (usable()) {
        try {
          return await redis.get(key, meta);
        } catch (error) {
          if (!usable()) wentDown(error);
          else throw error;
        }
      }
      return local.get(key, meta);
    },
    async set(key, value, ctx) {
      if (usable()) {
        try {
          if ((value?.value?.kind === "FETCH" || isFilteredSearchPage(key)) && (await full())) return;
          return await redis.set(key, value, ctx);
        } catch (error) {
          if (!usable()) wentDown(error);
          else throw error;
        }
      }
      return local.set(key, value, ctx);
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      if (!usable()) return void missedTags.add(tag);
      try {
        await redis.revalidateTag(tag);
      } catch (error) {
        missedTags.add(tag);
        if (!usable()) wentDown(error);
        else throw error;
      }
    },
    async delete(key) {
      await local.delete(key);
      if (usable()) await redis.delete(key).catch(() => undefined);
    },
    async prepare() {
      // Connecting may still be under way; the first requests then use the fallback.
      if (usable()) await redis.prepare();
    },
    /** Waits until Redis answers (tests and start-up checks). */
    ready() {
      return usable() ? Promise.resolve() : new Promise((resolve) => client.once("ready", resolve));
    },
    close() {
      closed = true;
      client.disconnect();
    },
  };
}
