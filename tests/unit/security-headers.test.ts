import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCacheable } from "@/lib/cache/page-cache-handler.mjs";
import { apiOriginOf, BUILD_ASSET_SOURCE, configuredOrigins, buildAssetHeaders, contentSecurityPolicy, NOT_BUILD_ASSET_SOURCE, securityHeaders } from "@/lib/security/headers";
import { NONCE_PAGE_SOURCES, SEARCH_PAGE_SOURCE, STATIC_POLICY_SEARCH_MISSING, STATIC_POLICY_SOURCE } from "@/lib/security/nonce-pages";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { withGeneratedMatcher } from "../../scripts/lib/middleware-matcher";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("Content-Security-Policy", () => {
  it("allows scripts from the site and the named third parties only, and no plugins, base or foreign forms or framing", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy["script-src"]).toEqual(expect.arrayContaining(["'self'", "https://*.googleapis.com"]));
    expect(policy["script-src"]).not.toContain("*");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("uses a nonce instead of 'unsafe-inline' when it has one", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123" }));
    expect(policy["script-src"]).toEqual(expect.arrayContaining(["'nonce-abc123'", "'strict-dynamic'"]));
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives(contentSecurityPolicy())["script-src"]).toContain("'unsafe-inline'");
  });

  it("lets in the images of the map's tile source, subdomains and all, and nothing for tiles on the site itself", () => {
    const origins = (tilesUrl: string) => configuredOrigins({ apiBase: undefined, tilesUrl });
    expect(directives(contentSecurityPolicy(origins("https://tiles.example.nl:8443/osm/{z}/{x}/{y}.png")))["img-src"]).toContain("https://tiles.example.nl:8443");
    expect(directives(contentSecurityPolicy(origins("https://{s}.tile.example.org/{z}/{x}/{y}.png")))["img-src"]).toContain("https://*.tile.example.org");
    expect(origins("/tegels/{z}/{x}/{y}.png").tileOrigin).toBeNull();
    expect(directives(contentSecurityPolicy())["img-src"]).not.toContain("*");
  });

  it("adds the API origin, the dev server's needs and an upgrade on https", () => {
    const policy = contentSecurityPolicy({ apiOrigin: apiOriginOf("https://api.example.nl/v1"), dev: true, https: true });
    expect(directives(policy)["connect-src"]).toEqual(expect.arrayContaining(["https://api.example.nl", "ws:"]));
    expect(directives(policy)["script-src"]).toContain("'unsafe-eval'");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(apiOriginOf("")).toBeNull();
    expect(apiOriginOf("/api")).toBeNull();
  });
});

describe("the other security headers", () => {
  it("are set on every answer, HSTS only on https", () => {
    const names = (https: boolean) => securityHeaders({ https }).map((header) => header.key);
    expect(names(false)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"]));
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(securityHeaders().find((header) => header.key === "Referrer-Policy")?.value).toBe("strict-origin-when-cross-origin");
  });
});

describe("nonce pages", () => {
  const matchers = NONCE_PAGE_SOURCES.map((matcher) => (typeof matcher === "string" ? { source: matcher, has: undefined } : matcher));
  const nonceSources = matchers.map(({ source, has }) => ({ match: getPathMatch(source, { strict: true, removeUnnamedParams: true }), has }));
  const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
  /** As Next runs the middleware: some matcher's path and all its conditions match. */
  const nonce = (url: string) => {
    const [path = "", search = ""] = url.split("?");
    return nonceSources.some(({ match, has }) => Boolean(match(path)) && (!has || Boolean(matchHas({ headers: {}, cookies: {} } as never, queryOf(search), has))));
  };
  const staticMatch = getPathMatch(STATIC_POLICY_SOURCE, { strict: true, removeUnnamedParams: true });
  const searchMatch = getPathMatch(SEARCH_PAGE_SOURCE, { strict: true, removeUnnamedParams: true });
  /** As next.config.ts `headers` sets the static policy. */
  const staticPolicy = (url: string) => {
    const [path = "", search = ""] = url.split("?");
    return Boolean(staticMatch(path)) || (Boolean(searchMatch(path)) && Boolean(matchHas({ headers: {}, cookies: {} } as never, queryOf(search), undefined, [...STATIC_POLICY_SEARCH_MISSING])));
  };

  it("are the per-request pages, on partner paths and on partner domains; the cached ones and files get the static policy", () => {
    for (const path of ["/", "/demo", "/demo/search?cat=1", "/demo/search/spanje/costa-del-sol?view=map", "/old/search?page=2", "/search/spanje?sort=price_asc", "/search?q=marbella&utm_source=x", "/demo/for-sale", "/for-sale", "/demo/compare", "/compare", "/demo/contact", "/contact", "/franchise", "/x/y/z"]) {
      expect(nonce(path), path).toBe(true);
      expect(staticPolicy(path), path).toBe(false);
    }
    for (const path of ["/demo/for-sale/12-casa", "/for-sale/12-casa", "/demo/search", "/demo/search/spanje/costa-del-sol", "/old/search", "/search/spanje", "/search?utm_source=x", "/api/properties", "/api", "/robots.txt", "/sitemap.xml", "/icon.svg", "/_next/static/media/icon.1a.svg", "/_next/image", "/media/projects/1/1-a.svg"]) {
      expect(nonce(path), path).toBe(false);
      expect(staticPolicy(path), path).toBe(true);
    }
  });

  it("leave the build's scripts and styles with nosniff only, every other answer with the document headers", () => {
    const assetMatch = getPathMatch(BUILD_ASSET_SOURCE, { strict: true, removeUnnamedParams: true });
    const otherMatch = getPathMatch(NOT_BUILD_ASSET_SOURCE, { strict: true, removeUnnamedParams: true });
    for (const path of ["/_next/static/chunks/a.js", "/_next/static/chunks/b.css", "/_next/static/BUILD/_buildManifest.js"]) {
      expect([Boolean(assetMatch(path)), Boolean(otherMatch(path)), nonce(path), staticPolicy(path)], path).toEqual([true, false, false, false]);
    }
    for (const path of ["/", "/demo", "/demo/for-sale/12-casa", "/api/properties", "/_next/static/media/icon.1a.svg", "/_next/image", "/_next/data/x.json", "/robots.txt"]) {
      expect([Boolean(assetMatch(path)), Boolean(otherMatch(path))], path).toEqual([false, true]);
    }
    expect(buildAssetHeaders()).toEqual([{ key: "X-Content-Type-Options", value: "nosniff" }]);
  });

  it("are matched by the middleware with the same matchers (its config must be a literal: run `npm run middleware:matcher` when this fails)", () => {
    const middleware = readFileSync("middleware.ts", "utf8");
    expect(middleware).toBe(withGeneratedMatcher(middleware));
    const literal = /matcher: (\[[\s\S]*?\n {2}\]),\n\};/.exec(middleware)?.[1] ?? "";
    expect(JSON.parse(literal.replace(/,(\s*\])/g, "$1"))).toEqual(NONCE_PAGE_SOURCES);
  });
});

describe("the page cache handler", () => {
  it("stores successful answers and data, never a 404 or a redirect", () => {
    expect(isCacheable({ kind: "APP_PAGE", status: 200 })).toBe(true);
    expect(isCacheable({ kind: "APP_PAGE" })).toBe(true);
    expect(isCacheable({ kind: "FETCH" })).toBe(true);
    expect(isCacheable({ kind: "APP_PAGE", status: 404 })).toBe(false);
    expect(isCacheable({ kind: "APP_PAGE", status: 308 })).toBe(false);
    expect(isCacheable({ kind: "APP_ROUTE", status: 404 })).toBe(false);
  });
});
