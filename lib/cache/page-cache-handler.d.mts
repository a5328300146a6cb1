/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the bundle). */
export function isCacheable(data: { kind?: string; status?: number } | null | undefined): boolean;
export function isFilteredSearchPage(key: string): boolean;
export function sharedCacheKeyPrefix(buildId: string | undefined, environment?: Record<string, string | undefined>): string;
declare const SiteCacheHandler: new (...args: unknown[]) => unknown;
export default SiteCacheHandler;
