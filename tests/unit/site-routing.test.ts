/**
 * The host routing rules, evaluated with Next's own matchers (the functions its router runs on
 * next.config rewrites), so the rules are tested as Next reads them. The end-to-end tests send the
 * same requests to the real server.
 */
import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { MAIN_SITE_SEGMENT, UNKNOWN_SITE_PATH } from "@/lib/site/host";
import { NOT_FOUND_HEADER, NOT_FOUND_ROUTE, siteRewrites } from "@/lib/site/routing";
import { LANDING_SEGMENT, SEARCH_QUERY_KEYS } from "@/lib/catalogue/search/landing";

const RULES = siteRewrites(["localhost", "127.0.0.1", "costanieuwbouw.nl"]);

/** Where the rules send a request (a path, and an optional query): as Next does, each matching rule in turn rewrites the path the previous ones made. */
function route(host: string, url: string, headers: Record<string, string> = {}): string {
  const [path = "", search = ""] = url.split("?");
  const query = Object.fromEntries(new URLSearchParams(search));
  let current = path;
  for (const rule of RULES) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(current);
    if (!params) continue;
    const hostParams = matchHas({ headers: { ...headers, host }, cookies: {} } as never, query, rule.has, rule.missing);
    if (!hostParams) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params: { ...params, ...hostParams }, query: {} });
    current = parsedDestination.pathname ?? current;
  }
  return current;
}

describe("host routing rules", () => {
  it("leave the main site's own paths alone, on its names and on IP addresses", () => {
    for (const host of ["localhost:3000", "costanieuwbouw.nl", "www.costanieuwbouw.nl", "127.0.0.1:3000", "[::1]:3000"]) {
      for (const path of ["/", "/demo/contact", "/old/search/spanje?cat=1", "/api/properties", "/robots.txt", "/sitemap.xml", "/icon.svg", "/_next/static/a.js", "/media/projects/1/1-a.svg"]) {
        expect(route(host, path)).toBe(path.split("?")[0]);
      }
    }
  });

  it("serve the main brand's listings, account and content pages on a main host from its own [partner] segment", () => {
    for (const host of ["localhost:3000", "www.costanieuwbouw.nl", "127.0.0.1"]) {
      expect(route(host, "/search?page=2")).toBe(`/${MAIN_SITE_SEGMENT}/search`);
      expect(route(host, "/search/spanje/costa-del-sol?view=map")).toBe(`/${MAIN_SITE_SEGMENT}/search/spanje/costa-del-sol`);
      expect(route(host, "/for-sale/12-casa-azul")).toBe(`/${MAIN_SITE_SEGMENT}/for-sale/12-casa-azul`);
      expect(route(host, "/favorites")).toBe(`/${MAIN_SITE_SEGMENT}/favorites`);
      expect(route(host, "/client-reset-password/abc")).toBe(`/${MAIN_SITE_SEGMENT}/client-reset-password/abc`);
      // One page per route: the contact, broker, living, privacy and blog pages are every site's.
      for (const page of ["/contact", "/uw-makelaar", "/wonen-en-leven", "/privacyverklaring", "/blog", "/blog/nie-nummer-aanvragen"]) {
        expect(route(host, page)).toBe(`/${MAIN_SITE_SEGMENT}${page}`);
      }
      // The main brand's pages outside the tree stay where they are.
      expect(route(host, "/login")).toBe("/login");
      expect(route(host, "/franchise")).toBe("/franchise");
      // Only whole segments: a partner slug that starts with one of the words stays the partner's.
      expect(route(host, "/searchers/search?q=x")).toBe("/searchers/search");
      // The segment itself, named in a request, is no way in.
      expect(route(host, `/${MAIN_SITE_SEGMENT}/search`)).toBe(UNKNOWN_SITE_PATH);
      expect(route(host, `/${MAIN_SITE_SEGMENT}`)).toBe(UNKNOWN_SITE_PATH);
    }
    // A partner's own domain keeps its own listings.
    expect(route("partner-a.test", "/search?cat=1")).toBe("/partner-a.test/search");
    expect(route("partner-a.test", `/${MAIN_SITE_SEGMENT}/search`)).toBe(`/partner-a.test/${MAIN_SITE_SEGMENT}/search`);
  });

  it("send a partner domain written as a path on a main host to the 404 page, escaped or not", () => {
    for (const path of ["/partner-a.test", "/partner-a.test/contact", "/partner-a%2Etest/contact", "/%70artner-a.test/contact", "/www%2Epartner-a%2Etest/contact", "/%64emo/contact", "/partner-a.test/sitemap.xml"]) {
      expect(route("localhost:3000", path)).toBe(UNKNOWN_SITE_PATH);
      expect(route("127.0.0.1", path)).toBe(UNKNOWN_SITE_PATH);
    }
  });

  it("serve a partner's own domain from its [partner] segment, every page path included", () => {
    expect(route("partner-a.test:3100", "/")).toBe("/partner-a.test");
    expect(route("www.partner-a.test", "/contact")).toBe("/partner-a.test/contact");
    expect(route("partner-a.test", "/search/spanje/costa-del-sol?bedrooms=2")).toBe("/partner-a.test/search/spanje/costa-del-sol");
    expect(route("partner-a.test", "/for-sale/12-casa-azul")).toBe("/partner-a.test/for-sale/12-casa-azul");
    // Another partner's domain as a path stays under this domain: no way across to another tenant.
    expect(route("partner-a.test", "/zuidkust.test/contact")).toBe("/partner-a.test/zuidkust.test/contact");
    expect(route("partner-a.test", "/demo/contact")).toBe("/partner-a.test/demo/contact");
  });

  it("leave the API, Next's assets, media and root files of a partner domain on their own routes", () => {
    for (const path of ["/api/properties", "/api", "/_next/static/a.js", "/media/projects/1/1-a.svg", "/robots.txt", "/sitemap.xml", "/favicon.ico"]) {
      expect(route("partner-a.test", path)).toBe(path);
    }
  });

  it("send every page of an unknown host (one word, trailing dot, junk) to the 404 page, robots.txt and sitemap.xml included", () => {
    for (const host of ["demo", "demo:3000", "partner-a.test.", "intranet"]) {
      for (const path of ["/", "/contact", "/robots.txt", "/sitemap.xml", "/media/projects/1/1-a.svg"]) expect(route(host, path)).toBe(UNKNOWN_SITE_PATH);
      // The API answers its own JSON 404 for these hosts.
      expect(route(host, "/api/properties")).toBe("/api/properties");
    }
  });

  it("send a search without a query (a landing page) to its cached route, on every kind of host", () => {
    for (const host of ["localhost:3000", "www.costanieuwbouw.nl", "127.0.0.1"]) {
      expect(route(host, "/search")).toBe(`/${MAIN_SITE_SEGMENT}/search/${LANDING_SEGMENT}`);
      expect(route(host, "/search/spanje/costa-del-sol/marbella")).toBe(`/${MAIN_SITE_SEGMENT}/search/${LANDING_SEGMENT}/spanje/costa-del-sol/marbella`);
      expect(route(host, "/demo/search/spanje")).toBe(`/demo/search/${LANDING_SEGMENT}/spanje`);
      expect(route(host, "/old/search")).toBe(`/old/search/${LANDING_SEGMENT}`);
      expect(route(host, "/demo/search/bbbbbbbbb_type/villas/spanje")).toBe(`/demo/search/${LANDING_SEGMENT}/bbbbbbbbb_type/villas/spanje`);
      // Keys that change nothing a search lists (tracking) keep the landing page.
      expect(route(host, "/demo/search/spanje?utm_source=x&gclid=y")).toBe(`/demo/search/${LANDING_SEGMENT}/spanje`);
      // Any key a search reads keeps it rendered per request.
      for (const key of SEARCH_QUERY_KEYS) expect(route(host, `/demo/search/spanje?${key}=1`), key).toBe("/demo/search/spanje");
      // The API, assets and files are no partner.
      expect(route(host, "/api/search")).toBe("/api/search");
      expect(route(host, "/_next/search/a")).toBe("/_next/search/a");
    }
    expect(route("partner-a.test", "/search")).toBe(`/partner-a.test/search/${LANDING_SEGMENT}`);
    expect(route("www.partner-a.test", "/search/spanje/costa-blanca")).toBe(`/partner-a.test/search/${LANDING_SEGMENT}/spanje/costa-blanca`);
    expect(route("intranet", "/search")).toBe(UNKNOWN_SITE_PATH);
  });

  it("answer 404 to a request that names the cached route itself", () => {
    for (const [host, path] of [["localhost:3000", `/demo/search/${LANDING_SEGMENT}`], ["localhost:3000", `/search/${LANDING_SEGMENT}/spanje?cat=1`], ["127.0.0.1", `/old/search/${LANDING_SEGMENT}?page=2`], ["partner-a.test", `/search/${LANDING_SEGMENT}`]] as const) {
      expect(route(host, path), `${host}${path}`).toBe(UNKNOWN_SITE_PATH);
    }
  });

  it("send the server's second request for a page that answered 404 to that site's 404 page", () => {
    const again = { [NOT_FOUND_HEADER]: "render" };
    for (const host of ["localhost:3000", "127.0.0.1"]) {
      expect(route(host, "/demo/for-sale/999999", again)).toBe(`${NOT_FOUND_ROUTE}/demo`);
      expect(route(host, "/bestaat-niet", again)).toBe(`${NOT_FOUND_ROUTE}/bestaat-niet`);
      expect(route(host, "/search/nergens?cat=1", again)).toBe(`${NOT_FOUND_ROUTE}/${MAIN_SITE_SEGMENT}`);
      expect(route(host, "/old/search/nergens", again)).toBe(`${NOT_FOUND_ROUTE}/old`);
      expect(route(host, "/partner-a.test/contact", again)).toBe(`${NOT_FOUND_ROUTE}${UNKNOWN_SITE_PATH}`);
      // The main brand's blog is its `[partner]` tree's: its 404 keeps the site's header and footer.
      expect(route(host, "/blog/bestaat-niet", again)).toBe(`${NOT_FOUND_ROUTE}/${MAIN_SITE_SEGMENT}`);
      expect(route(host, "/franchise/bestaat-niet", again)).toBe(`${NOT_FOUND_ROUTE}/franchise`);
      // The API, assets and media are never a page.
      for (const path of ["/api/properties", "/_next/static/a.js", "/media/projects/1/1-a.svg"]) expect(route(host, path, again)).toBe(path);
    }
    expect(route("partner-a.test", "/bestaat-niet", again)).toBe(`${NOT_FOUND_ROUTE}/partner-a.test`);
    expect(route("partner-a.test", "/", again)).toBe(`${NOT_FOUND_ROUTE}/partner-a.test`);
    expect(route("intranet", "/", again)).toBe(`${NOT_FOUND_ROUTE}${UNKNOWN_SITE_PATH}`);
    // Without the header every page keeps its own route.
    expect(route("localhost:3000", "/demo/for-sale/999999")).toBe("/demo/for-sale/999999");
  });

  it("answer 404 to a request that names the 404 page's route itself", () => {
    for (const host of ["localhost:3000", "127.0.0.1"]) {
      expect(route(host, `${NOT_FOUND_ROUTE}/demo`)).toBe(UNKNOWN_SITE_PATH);
      expect(route(host, NOT_FOUND_ROUTE)).toBe(UNKNOWN_SITE_PATH);
    }
    // On a partner's own domain the path is that partner's (an unknown content page).
    expect(route("partner-a.test", `${NOT_FOUND_ROUTE}/demo`)).toBe(`/partner-a.test${NOT_FOUND_ROUTE}/demo`);
  });

  it("know every query key a search reads: each filter's URL key and the view", () => {
    expect(SEARCH_QUERY_KEYS).toEqual(expect.arrayContaining(["q", "cat", "bedrooms", "pricefrom", "priceto", "sort", "page", "per_page", "near", "bounds", "include_sold_out", "view"]));
  });
});
