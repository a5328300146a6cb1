/**
 * Next.js cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, with two limits
 * so that nobody outside can fill the disk through it.
 * - Only successful answers are stored: a 404 (unknown partner, id or host) or a redirect (a wrong
 *   slug) is rendered again when asked again, so made-up URLs add no entries.
 * - Data-cache entries (`unstable_cache`: search results per filter set) stay in Next's in-memory LRU
 *   (cacheMaxMemorySize), which is bounded; pages, whose number the catalogue bounds, go to disk.
 * Loaded by Node at run time, outside the bundle: plain JavaScript. The base class is internal to Next
 * (pinned at 16.4.6 in package.json); the several-instances setup replaces this with a Redis handler.
 */
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { countCacheLookup } from "../observability/cache-lookups.mjs";

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const RESPONSES = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** @param {{ kind?: string; status?: number } | null | undefined} data */
export function isCacheable(data) {
  if (!data) return true;
  return !(RESPONSES.has(data.kind ?? "") && data.status !== undefined && data.status !== 200);
}

export default class GuardedFileSystemCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    countCacheLookup(ctx?.kind, Boolean(entry)); // the cache hit and miss metrics
    return entry;
  }

  async set(key, data, ctx) {
    if (!isCacheable(data)) return;
    if (data?.kind !== "FETCH") return super.set(key, data, ctx);
    // The base class reads flushToDisk before its first await: switch it off for this call only.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    const stored = super.set(key, data, ctx);
    this.flushToDisk = flushToDisk;
    return stored;
  }
}
