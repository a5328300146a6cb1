import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCacheable } from "@/lib/cache/page-cache-handler.mjs";
import { apiOriginOf, contentSecurityPolicy, securityHeaders, staticFileHeaders } from "@/lib/security/headers";
import { NONCE_PAGE_SOURCES, SEARCH_PAGE_SOURCE, STATIC_POLICY_SEARCH_MISSING, STATIC_POLICY_SOURCE } from "@/lib/security/nonce-pages";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { withGeneratedMatcher } from "../../scripts/lib/proxy-matcher";
import nextConfig from "../../next.config";
import { GET as otherMedia } from "@/app/media/[...path]/route";
import { GET as basemap } from "@/app/media/basemap.svg/route";
import { GET as aboutPhoto } from "@/app/media/partners/[id]/about-photo/route";
import { GET as partnerLogo } from "@/app/media/partners/[id]/logo/route";
import { GET as projectFile } from "@/app/media/projects/[id]/[file]/route";
import { MEDIA_POLICY, SVG_MEDIA_POLICY } from "@/lib/security/media-headers";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

/**
 * The headers of an answer as Next writes them: next.config.ts `headers` first (a later entry's value
 * over an earlier one's), then a route handler's own, each only where the config set none
 * (next/dist/server/send-response.js). Lower-case names.
 */
async function answered(url: string, response?: Response): Promise<Record<string, string>> {
  const [path = "", search = ""] = url.split("?");
  const query = Object.fromEntries(new URLSearchParams(search));
  const written: Record<string, string> = {};
  for (const entry of (await nextConfig.headers?.()) ?? []) {
    const matches = getPathMatch(entry.source, { strict: true, removeUnnamedParams: true })(path);
    if (!matches || !matchHas({ headers: {}, cookies: {} } as never, query, entry.has, entry.missing)) continue;
    for (const { key, value } of entry.headers) written[key.toLowerCase()] = value;
  }
  response?.headers.forEach((value, name) => (written[name] ??= value));
  return written;
}
const lowerCased = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key.toLowerCase(), value]));

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

  it("lets images in from the site itself and the named services only: the map's tiles are served by the site", () => {
    const images: string[] = directives(contentSecurityPolicy())["img-src"] ?? [];
    expect(images).not.toContain("*");
    expect(images.filter((source) => /^https?:/.test(source) && !/google|gstatic/.test(source))).toEqual([]);
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
  /** As Next runs the proxy: some matcher's path and all its conditions match. */
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
    for (const path of ["/demo/for-sale/12-casa", "/for-sale/12-casa", "/demo/search", "/demo/search/spanje/costa-del-sol", "/old/search", "/search/spanje", "/search?utm_source=x", "/api/properties", "/api", "/robots.txt", "/sitemap.xml", "/icon.svg", "/_next/static/media/icon.1a.svg", "/_next/image"]) {
      expect(nonce(path), path).toBe(false);
      expect(staticPolicy(path), path).toBe(true);
    }
    // Media routes set their own policy (below): the config's would replace it.
    for (const path of ["/media/projects/1/1-a.svg", "/media/partners/1/logo", "/media/basemap.svg", "/media/x"]) {
      expect([nonce(path), staticPolicy(path)], path).toEqual([false, false]);
    }
    expect([nonce("/media"), staticPolicy("/media")], "a partner domain's content page named media").toEqual([true, false]);
  });

  it("give every answer the security headers, the build's scripts and styles without a policy", async () => {
    const security = lowerCased(Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])));
    for (const path of ["/_next/static/chunks/a.js", "/_next/static/chunks/b.css", "/_next/static/BUILD/_buildManifest.js"]) {
      expect([nonce(path), staticPolicy(path)], path).toEqual([false, false]);
      expect(await answered(path), path).toEqual(security);
    }
    for (const path of ["/", "/demo", "/demo/for-sale/12-casa", "/api/properties", "/_next/static/media/icon.1a.svg", "/_next/image", "/_next/data/x.json", "/robots.txt", "/media/basemap.svg"]) {
      expect(await answered(path), path).toMatchObject(security);
    }
  });

  it("give the brotli copies of the build's files (scripts/serve.mts) exactly what Next gives those files", async () => {
    const record = staticFileHeaders();
    expect(lowerCased(record.build)).toEqual(await answered("/_next/static/chunks/a.js"));
    expect(lowerCased(record.media)).toEqual(await answered("/_next/static/media/icon.1a.svg"));
    expect(record.build).toMatchObject({ "X-Frame-Options": "DENY", "Cross-Origin-Opener-Policy": "same-origin", "X-Content-Type-Options": "nosniff" });
    expect(record.build["Permissions-Policy"]).toContain("camera=()");
    expect(record.build["Content-Security-Policy"]).toBeUndefined();
    expect(staticFileHeaders({ https: true }).build["Strict-Transport-Security"]).toBe("max-age=31536000");
  });

  it("are matched by the proxy with the same matchers (its config must be a literal: run `npm run proxy:matcher` when this fails)", () => {
    const proxy = readFileSync("proxy.ts", "utf8");
    expect(proxy).toBe(withGeneratedMatcher(proxy));
    const literal = /matcher: (\[[\s\S]*?\n {2}\]),\n\};/.exec(proxy)?.[1] ?? "";
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

describe("media answers", () => {
  const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

  it("keep each media route's own policy, 404s included, beside the site's other headers", async () => {
    const answers: Array<[string, Response, string]> = [
      ["/media/basemap.svg", basemap(), SVG_MEDIA_POLICY],
      ["/media/projects/3/1-villa.svg", await projectFile(new Request("http://localhost/media/projects/3/1-villa.svg"), params({ id: "3", file: "1-villa.svg" })), SVG_MEDIA_POLICY],
      ["/media/projects/x/photo-1-600.webp", await projectFile(new Request("http://localhost/"), params({ id: "x", file: "photo-1-600.webp" })), MEDIA_POLICY],
      ["/media/partners/x/logo", await partnerLogo(new Request("http://localhost/"), params({ id: "x" })), MEDIA_POLICY],
      ["/media/partners/x/about-photo", await aboutPhoto(new Request("http://localhost/"), params({ id: "x" })), MEDIA_POLICY],
      ["/media/partners/1/nothing", otherMedia(), MEDIA_POLICY],
    ];
    for (const [url, response, policy] of answers) {
      const headers = await answered(url, response);
      expect(headers["content-security-policy"], url).toBe(policy);
      expect(headers["content-security-policy"], url).toContain("sandbox");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
    // A page keeps the site's policy, whatever a handler would say.
    expect((await answered("/api/properties", new Response(null, { headers: { "Content-Security-Policy": "sandbox" } })))["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
