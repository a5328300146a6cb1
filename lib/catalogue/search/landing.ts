/**
 * Search landing pages: a search URL without any of the query keys below (`/search`,
 * `/search/spanje/costa-del-sol/marbella`, the legacy type route) is the page search engines index,
 * and is cached whole like a project page. The host rules (lib/site/routing.ts) send it to the
 * cached route `search/landing/[[...path]]`, the nonce proxy and the headers skip it; a search
 * with any of these keys stays rendered per request. Other query keys (utm_*, gclid) change nothing
 * a search lists, so those URLs get the landing page too. Pure; read by next.config.ts at build time.
 */
import { FILTER_NAMES, SEARCH_FILTERS } from "./filters";

/** The internal segment of the cached route (a direct request for it is a 404). */
export const LANDING_SEGMENT = "landing";

/**
 * A search with a query, served from the page cache (the proxy rewrites the URL): its canonical
 * query as the last path segment after this mark. Every distinct filter set is rendered once and then
 * reused until the catalogue changes; the cache keeps these pages in memory only, bounded
 * (lib/cache/page-cache-handler.mjs), since visitors choose how many there are.
 */
export const FILTER_SEGMENT_MARK = "~";

/** Every query key a search page reads: each filter's URL key, and the view. */
export const SEARCH_QUERY_KEYS: readonly string[] = [
  ...new Set([...FILTER_NAMES.map((name) => SEARCH_FILTERS[name].urlKey).filter((key): key is string => key !== null), "view"]),
];

export type QueryCondition = { type: "query"; key: string };

/** For `missing` in rewrites and headers: none of the search's query keys is present. */
export const SEARCH_QUERY_CONDITIONS: readonly QueryCondition[] = SEARCH_QUERY_KEYS.map((key) => ({ type: "query", key }));

/** A search page URL (`/search…`, `/{partner}/search…`) with one of the search's query keys: rendered per request. */
export function isPerRequestSearch(url: string): boolean {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return false;
  if (!/^\/(?:[^/]+\/)?search(?:\/.*)?$/.test(url.slice(0, queryStart))) return false;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  return SEARCH_QUERY_KEYS.some((key) => query.has(key));
}
