/** Types of shared-cache-handler.mjs (plain JavaScript: Next loads the cache handler outside the bundle). */
declare const GuardedSharedCache: new (...args: unknown[]) => unknown;
export default GuardedSharedCache;
