/**
 * Which answers get a Content-Security-Policy with a fresh nonce (set by the proxy) and which the
 * static policy of next.config.ts: every page rendered per request gets a nonce (the main home `/`
 * and a partner domain's home included); the project pages and the search landing pages, which are
 * served from the page cache, cannot carry one. Paths as the browser sends them: `/{partner}/...` on
 * a main host, `/...` on a partner's own domain.
 */
import { SEARCH_QUERY_CONDITIONS, type QueryCondition } from "../catalogue/search/landing";
import { BUILD_ASSET_PATH } from "./headers";

/** Search pages (`/search/...`, `/{partner}/search/...`, `/old/search/...`): a nonce only with a search query. */
const SEARCH_PAGE = "(?:[^/]+/)?search(?:/.*)?";
/** Images and their 404s: each media route sets its own policy (media-headers.ts), which a config header would replace. */
const MEDIA = "media/";

const NOT_NONCE =
  [
    "api(?:/|$)", // JSON and files: the static policy is plenty
    "_next/", // Next's assets
    MEDIA, // images (they set their own policy)
    "(?:[^/]+/)?for-sale/[^/]+$", // project pages: cached (ISR)
    "[^/]*\\.[^/]*$", // root files: robots.txt, sitemap.xml, icons
    `${SEARCH_PAGE}$`, // searches: below, by their query
  ].join("|");

/** Page paths rendered per request, below the root. */
const NONCE_PAGE = `(?!${NOT_NONCE}).+`;

/** A search page: with one of the search's query keys rendered per request, without it a cached landing page. */
export const SEARCH_PAGE_SOURCE = `/:path(${SEARCH_PAGE})`;

type Matcher = string | { source: string; has: QueryCondition[] };

/**
 * For the proxy matcher (a literal there; a unit test keeps the two equal): the home, the pages
 * below it, and a search with any of its query keys (one entry per key: a matcher's conditions must
 * all hold, so "any key" takes one each).
 */
export const NONCE_PAGE_SOURCES: readonly Matcher[] = [
  "/",
  `/:path(${NONCE_PAGE})`,
  ...SEARCH_QUERY_CONDITIONS.map((condition) => ({ source: SEARCH_PAGE_SOURCE, has: [condition] })),
];
/** Every other path but searches, media and the build's scripts and styles, for next.config.ts `headers` (never `/`). */
export const STATIC_POLICY_SOURCE = `/:path((?!${NONCE_PAGE}$|${SEARCH_PAGE}$|${BUILD_ASSET_PATH}|${MEDIA}).+)`;
/** With `SEARCH_PAGE_SOURCE` in next.config.ts `headers`: a search without its query keys gets the static policy too. */
export const STATIC_POLICY_SEARCH_MISSING: readonly QueryCondition[] = SEARCH_QUERY_CONDITIONS;
