/**
 * Lookups of the Next.js cache handler, counted where they happen (lib/cache/page-cache-handler.mjs,
 * or any handler that replaces it) and read by the metrics registry (lib/observability/metrics.ts).
 * Plain JavaScript on globalThis: Node loads the cache handler outside Next's bundles.
 */

/** @typedef {{ hit: number; miss: number }} LookupCounts */

/** @returns {Map<string, LookupCounts>} counts by cache kind (APP_PAGE, FETCH, ...) */
export function cacheLookupCounts() {
  const store = /** @type {{ __costaCacheLookups?: Map<string, LookupCounts> }} */ (globalThis);
  return (store.__costaCacheLookups ??= new Map());
}

/**
 * @param {unknown} kind the `kind` Next passes in the lookup's context
 * @param {boolean} hit whether an entry was found
 */
export function countCacheLookup(kind, hit) {
  // Next's kinds are a handful of upper-case words; anything else is one bucket.
  const label = typeof kind === "string" && /^[A-Z_]{1,20}$/.test(kind) ? kind.toLowerCase() : "unknown";
  const counts = cacheLookupCounts();
  let entry = counts.get(label);
  if (!entry) counts.set(label, (entry = { hit: 0, miss: 0 }));
  entry[hit ? "hit" : "miss"]++;
}
