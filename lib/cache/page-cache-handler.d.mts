/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the bundle). */
export function isCacheable(data: { kind?: string; status?: number } | null | undefined): boolean;
declare const GuardedFileSystemCache: new (...args: unknown[]) => unknown;
export default GuardedFileSystemCache;
