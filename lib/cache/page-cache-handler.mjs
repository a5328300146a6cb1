/**
 * Next.js cache handler (next.config.ts `cacheHandler`), with two limits so that nobody outside can
 * fill the cache through it:
 * - Only successful answers are stored: a 404 (unknown partner, id or host) or a redirect (a wrong
 *   slug) is rendered again when asked again, so made-up URLs add no entries.
 * - Data-cache entries (`unstable_cache`: search results per filter set) and the pages of filtered
 *   searches (one per filter set a visitor chose) are bounded.
 * Without REDIS_URL: Next's own file-system cache; data entries and filtered search pages stay in its
 * bounded in-memory LRU (cacheMaxMemorySize), other pages (whose number the catalogue bounds) go to disk.
 * With REDIS_URL (several instances): shared-cache-handler.mjs, on Redis, shared by every instance,
 * so a tag revalidated on one is fresh on all. The build itself always uses the file system.
 * Loaded by Node at run time, outside the bundle: plain JavaScript. FileSystemCache is internal to
 * Next (pinned in package.json;
 * tests/unit/next-internals.test.ts fails on a version that changes what this file relies on).
 */
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { countCacheLookup } from "../observability/cache-lookups.mjs";

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const RESPONSES = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** @param {{ kind?: string; status?: number } | null | undefined} data */
export function isCacheable(data) {
  if (!data) return true;
  return !(RESPONSES.has(data.kind ?? "") && data.status !== undefined && data.status !== 200);
}

/**
 * A filtered search's page: the cached search route with a filter segment (`/{site}/search/landing/…/~…`,
 * FILTER_SEGMENT_MARK in lib/catalogue/search/landing.ts; a unit test keeps the two equal).
 * @param {string} key
 */
export function isFilteredSearchPage(key) {
  return /\/search\/landing\/(?:[^/]+\/)*~[^/]*$/.test(key);
}

/** `REDIS_CACHE_PREFIX` (default `costa:cache`) separates sites or test runs sharing one Redis. */
export function sharedCacheKeyPrefix(buildId, environment = process.env) {
  return `${environment.REDIS_CACHE_PREFIX || "costa:cache"}:${(buildId ?? "dev").trim()}:`;
}

export class GuardedFileSystemCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countCacheLookup(ctx?.kind, Boolean(entry)); // the cache hit and miss metrics
    return entry;
  }

  async set(key, data, ctx) {
    if (!isCacheable(data)) return;
    if (data?.kind !== "FETCH" && !isFilteredSearchPage(key)) return super.set(key, data, ctx);
    // The base class reads flushToDisk before its first await: switch it off for this call only.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    const stored = super.set(key, data, ctx);
    this.flushToDisk = flushToDisk;
    return stored;
  }
}

/**
 * Loads the Redis handler on first use. Next also compiles this file into its Edge middleware, which
 * caches nothing and cannot load Node's modules: there the file-system class stands in, unused.
 */
class LazySharedCache {
  constructor(context) {
    this.context = context;
  }
  handler() {
    this.loaded ??= import("./shared-cache-handler.mjs").then(({ default: Handler }) => new Handler(this.context));
    return this.loaded;
  }
  async get(key, ctx) {
    const entry = await (await this.handler()).get(key, ctx);
    countCacheLookup(ctx?.kind, Boolean(entry)); // the cache hit and miss metrics
    return entry;
  }
  async set(...args) {
    return (await this.handler()).set(...args);
  }
  async revalidateTag(...args) {
    return (await this.handler()).revalidateTag(...args);
  }
  resetRequestCache() {}
}

const inEdgeRuntime = typeof globalThis.EdgeRuntime === "string";
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD && !inEdgeRuntime;
export default shared ? LazySharedCache : GuardedFileSystemCache;
