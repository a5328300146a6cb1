/** Types of cache-lookups.mjs (plain JavaScript: the cache handler, loaded outside the bundle, imports it). */
export interface LookupCounts {
  hit: number;
  miss: number;
}
export function cacheLookupCounts(): Map<string, LookupCounts>;
export function countCacheLookup(kind: unknown, hit: boolean): void;
