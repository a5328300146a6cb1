/**
 * The proxy (Next 16's name for middleware; it runs in the server's Node.js runtime), on the pages
 * rendered per request only (lib/security/nonce-pages.ts): gives each answer a Content-Security-Policy
 * with a fresh nonce, which Next.js puts on its own scripts. A search with a query is the exception:
 * it moves to the cached search route with its canonical query in the path
 * (lib/catalogue/search/cached-search.ts), where a cached page carries the static policy. Host routing
 * lives in next.config.ts (lib/site/routing.ts): a proxy on every request cost about two thirds of a
 * cheap request's server time. No database, no auth decisions.
 */
import { NextResponse, type NextRequest } from "next/server";
import { cachedSearchPath } from "./lib/catalogue/search/cached-search";
import { apiOriginOf, contentSecurityPolicy } from "./lib/security/headers";

const https = (process.env.SITE_URL ?? "").startsWith("https:");
const dev = process.env.NODE_ENV === "development";
const apiOrigin = apiOriginOf(process.env.NEXT_PUBLIC_API_BASE);
const staticPolicy = contentSecurityPolicy({ https, dev, apiOrigin });

export function proxy(request: NextRequest) {
  const cachedSearch = cachedSearchPath(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (cachedSearch !== null) {
    const url = request.nextUrl.clone();
    url.pathname = cachedSearch;
    url.search = "";
    const response = NextResponse.rewrite(url);
    response.headers.set("Content-Security-Policy", staticPolicy);
    return response;
  }
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ nonce, https, dev, apiOrigin });
  // Next reads the nonce from the request's policy header while rendering.
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Generated: `npm run proxy:matcher` writes NONCE_PAGE_SOURCES (lib/security/nonce-pages.ts, the
  // filter table's URL keys) as a literal, which Next reads at build time; a unit test fails while it
  // is stale. A search runs the proxy only with one of the search's query keys.
  matcher: [
    "/",
    "/:path((?!api(?:/|$)|_next/|media/|(?:[^/]+/)?for-sale/[^/]+$|[^/]*\\.[^/]*$|(?:[^/]+/)?search(?:/.*)?$).+)",
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"q"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"cat"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"bedrooms"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"bathrooms"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"pricefrom"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"priceto"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"area_min"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"area_max"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"plot_min"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"plot_max"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"status"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"delivery"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"features"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"energy_label"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"beach_max"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"airport_max"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"bounds"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"near"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"area"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"include_sold_out"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"sort"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"page"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"per_page"}]},
    {"source":"/:path((?:[^/]+/)?search(?:/.*)?)","has":[{"type":"query","key":"view"}]},
  ],
};
