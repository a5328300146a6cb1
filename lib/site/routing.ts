/**
 * The host routing rules, as Next.js rewrites (next.config.ts, `beforeFiles`): a partner's own domain
 * is served from the `app/[partner]` segment, forged paths and unknown hosts end in the 404 page.
 * Declarative rules cost the router a few regular expressions; a proxy on every request cost
 * about two thirds of a cheap request's server time here (tests/bench/README.md).
 * MAIN_HOSTS is read when the app is built (`npm start` rebuilds when it changes).
 */
import { LANDING_SEGMENT, SEARCH_QUERY_CONDITIONS, type QueryCondition } from "../catalogue/search/landing";
import { IP_HOST_PATTERN, MAIN_HOST_ROUTED_PAGES, MAIN_SITE_SEGMENT, mainHostPattern, PARTNER_HOST_PATTERN, UNKNOWN_SITE_PATH } from "./host";

type HostCondition = { type: "host"; value: string };
type HeaderCondition = { type: "header"; key: string };
export interface Rewrite {
  source: string;
  destination: string;
  has?: Array<HostCondition | HeaderCondition>;
  missing?: Array<HostCondition | QueryCondition>;
}

/** Files served at the root of every host (robots.txt, sitemap.xml, icons): never a page path. */
const ROOT_FILE = "(?![^/]*\\.(?:txt|xml|ico|svg|png|webmanifest|json)$)";

/**
 * A first segment with a dot or a percent-escape, on a main host. Only the domain rewrite may put a
 * domain into `[partner]`; `%2E` and friends would otherwise smuggle one past this check, since the
 * router matches the raw path and decodes the segment afterwards.
 */
const FORGED_SEGMENT_SOURCE = `/:first(${ROOT_FILE}[^/]*[.%][^/]*)/:rest*`;
/** Every path of a partner domain but the API, Next's assets, media and root files. */
const PARTNER_PATH_SOURCE = `/:path((?!api(?:/|$)|_next/|media/)${ROOT_FILE}.+)`;
/** The main brand's segment named in a request: only the rule below may put it there. */
const MAIN_SEGMENT_SOURCE = `/${MAIN_SITE_SEGMENT}/:rest*`;
/** The main brand's pages on a main host that the `app/[partner]` tree serves (`/search/*`, `/for-sale/{id}`, `/contact`, `/blog/*`, ...). */
const MAIN_SITE_PAGE_SOURCE = `/:page(${MAIN_HOST_ROUTED_PAGES.join("|")})/:rest*`;
/** The cached landing route named in a request (after the site rules): only the landing rule below may put it there. */
const LANDING_ROUTE_SOURCE = `/:site/search/${LANDING_SEGMENT}/:rest*`;
/** A site's search after the rules above (`/{partner}/search/...`, `/_main/...`, `/{domain}/...`); never the API, assets or media. */
const SITE_SEARCH_SOURCE = "/:site((?!(?:api|_next|media)/)[^/]+)/search/:rest*";
/**
 * A site's 404 page as an ordinary page (`app/page-not-found/[site]`), for the production server, which
 * asks for it with this header (only it can send one) when Next answers a page request with a 404 whose
 * HTML is empty or outside the site (lib/server/not-found-pages.ts).
 */
export const NOT_FOUND_HEADER = "x-costa-not-found";
export const NOT_FOUND_ROUTE = "/page-not-found";
/** The 404 route named in a request on a main host (a partner domain's paths are under its segment): only the rule below may put a request there. */
const NOT_FOUND_ROUTE_SOURCE = `${NOT_FOUND_ROUTE}/:rest*`;
/** A site's page after the rules above (`/{partner}/...`, `/_main/...`, `/{domain}/...`, `/crm/...`); never the API, assets or media. */
const SITE_PAGE_SOURCE = "/:site((?!(?:api|_next|media)(?:/|$))[^/]+)/:rest*";
/** Every path of an unknown host but the API (which answers its own JSON 404) and Next's assets. */
const UNKNOWN_HOST_SOURCE = "/:path((?!api(?:/|$)|_next/).*)";

export function siteRewrites(mainHosts: readonly string[]): Rewrite[] {
  const main: HostCondition = { type: "host", value: mainHostPattern(mainHosts) };
  const ip: HostCondition = { type: "host", value: IP_HOST_PATTERN };
  const partner: HostCondition = { type: "host", value: PARTNER_HOST_PATTERN };
  // Next applies every matching rule in turn, each to the path the previous ones made: the home
  // rule comes after the path rule, or the path rule would prefix the domain a second time; the
  // search landing rule comes after them all, when every search has its site segment, and once;
  // only the 404 page's rule comes later.
  return [
    { source: NOT_FOUND_ROUTE_SOURCE, has: [main], destination: UNKNOWN_SITE_PATH },
    { source: NOT_FOUND_ROUTE_SOURCE, has: [ip], destination: UNKNOWN_SITE_PATH },
    { source: FORGED_SEGMENT_SOURCE, has: [main], destination: UNKNOWN_SITE_PATH },
    { source: FORGED_SEGMENT_SOURCE, has: [ip], destination: UNKNOWN_SITE_PATH },
    { source: MAIN_SEGMENT_SOURCE, has: [main], destination: UNKNOWN_SITE_PATH },
    { source: MAIN_SEGMENT_SOURCE, has: [ip], destination: UNKNOWN_SITE_PATH },
    { source: MAIN_SITE_PAGE_SOURCE, has: [main], destination: `/${MAIN_SITE_SEGMENT}/:page/:rest*` },
    { source: MAIN_SITE_PAGE_SOURCE, has: [ip], destination: `/${MAIN_SITE_SEGMENT}/:page/:rest*` },
    { source: PARTNER_PATH_SOURCE, has: [partner], missing: [main], destination: "/:domain/:path" },
    { source: "/", has: [partner], missing: [main], destination: "/:domain" },
    { source: UNKNOWN_HOST_SOURCE, missing: [main, ip, partner], destination: UNKNOWN_SITE_PATH },
    // A search without a search query: the cached landing route (lib/catalogue/search/landing.ts).
    { source: LANDING_ROUTE_SOURCE, destination: UNKNOWN_SITE_PATH },
    { source: SITE_SEARCH_SOURCE, missing: [...SEARCH_QUERY_CONDITIONS], destination: `/:site/search/${LANDING_SEGMENT}/:rest*` },
    // The server's second request for a page that answered 404: that site's 404 page, last, once every path names its site.
    { source: SITE_PAGE_SOURCE, has: [{ type: "header", key: NOT_FOUND_HEADER }], destination: `${NOT_FOUND_ROUTE}/:site` },
  ];
}
