/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the bundle). */
export function isCacheable(data: { kind?: string; status?: number } | null | undefined): boolean;
export function isFilteredSearchPage(key: string): boolean;
export function sharedCacheKeyPrefix(buildId: string | undefined, environment?: Record<string, string | undefined>): string;
/** Next's file-system page cache with the limits above (Next's constructor context, its entries). */
export class GuardedFileSystemCache {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}
declare const SiteCacheHandler: new (...args: unknown[]) => unknown;
export default SiteCacheHandler;
