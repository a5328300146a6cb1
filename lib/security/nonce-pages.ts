/**
 * Which answers get a Content-Security-Policy with a fresh nonce (set by the middleware) and which the
 * static policy of next.config.ts: every page rendered per request gets a nonce (the main home `/`
 * and a partner domain's home included); the project pages, which are served from the page cache,
 * cannot carry one. Paths as the browser sends them: `/{partner}/...` on a main host, `/...` on a
 * partner's own domain.
 */
const NOT_NONCE =
  [
    "api(?:/|$)", // JSON and files: the static policy is plenty
    "_next/", // Next's assets
    "media/", // generated images (they set their own policy)
    "(?:[^/]+/)?for-sale/[^/]+$", // project pages: cached (ISR)
    "[^/]*\\.[^/]*$", // root files: robots.txt, sitemap.xml, icons
  ].join("|");

/** Page paths rendered per request, below the root. */
const NONCE_PAGE = `(?!${NOT_NONCE}).+`;

/** For the middleware matcher (a literal there; a unit test keeps the two equal): the home, and the pages below it. */
export const NONCE_PAGE_SOURCES = ["/", `/:path(${NONCE_PAGE})`] as const;
/** Every other path, for next.config.ts `headers` (never `/`). */
export const STATIC_POLICY_SOURCE = `/:path((?!${NONCE_PAGE}$).+)`;
