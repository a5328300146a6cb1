/**
 * The cache handler with REDIS_URL: `@fortedigital/nextjs-cache-handler` on the shared store
 * (shared-cache-store.mjs: Redis, bounded data entries, a local fallback while Redis is down), with
 * the same guard as the file-system handler: only successful answers are stored. Keys carry the build
 * id, so a new build never reads pages rendered by another. Imported lazily by page-cache-handler.mjs
 * (Next also compiles the handler into its Edge bundle, where this file's Node modules cannot load).
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { isCacheable, sharedCacheKeyPrefix } from "./page-cache-handler.mjs";
import { createSharedCacheStore } from "./shared-cache-store.mjs";

const globalForCache = globalThis;
CacheHandler.onCreation(({ buildId }) => {
  globalForCache.__costaCacheStore ??= createSharedCacheStore({ url: process.env.REDIS_URL, keyPrefix: sharedCacheKeyPrefix(buildId) });
  return { handlers: [globalForCache.__costaCacheStore] };
});

export default class GuardedSharedCache extends CacheHandler {
  async set(key, data, ctx) {
    if (!isCacheable(data)) return;
    return super.set(key, data, ctx);
  }
}
