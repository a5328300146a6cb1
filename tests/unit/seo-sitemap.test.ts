import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap, projectRoom, SITEMAP_URL_LIMIT, staticPaths } from "@/lib/seo/sitemap";

const projects = [
  { id: 1, slug: "penthouses-brisa-polop", updatedAt: new Date("2026-01-15T09:00:00Z"), image: "/media/projects/1/1-penthouse.svg" },
  { id: 2, slug: "villas-pearl-javea", updatedAt: new Date("2025-02-19T10:00:00Z"), image: null },
];
const content = [{ slug: "kosten-koper", updatedAt: new Date("2025-05-01T00:00:00Z") }];

describe("sitemap", () => {
  it("lists the main pages, the main brand's listing and project pages and its /old guides on the main host", () => {
    const urls = buildSitemap({ origin: "https://costanieuwbouw.nl", host: { kind: "main" }, projects, content }).map((entry) => entry.url);
    for (const path of ["/", "/contact", "/franchise", "/uw-makelaar", "/wonen-en-leven", "/search", "/for-sale", "/for-sale/1-penthouses-brisa-polop", "/old/kosten-koper"]) {
      expect(urls, path).toContain(`https://costanieuwbouw.nl${path}`);
    }
    // The mirror's listing pages name the main host's as canonical: never listed twice.
    expect(urls.filter((url) => /\/old\/(search|for-sale)/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.includes("/for-sale/"))).toHaveLength(2);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists a partner's own domain without any prefix, with images and last changes", () => {
    const entries = buildSitemap({ origin: "https://partner.nl", host: { kind: "partner" }, projects, content });
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain("https://partner.nl/");
    expect(urls).toContain("https://partner.nl/for-sale/2-villas-pearl-javea");
    expect(urls).toContain("https://partner.nl/kosten-koper");
    expect(urls).not.toContain("https://partner.nl/franchise");
    expect(urls.some((url) => url.includes("/old/"))).toBe(false);
    const first = entries.find((entry) => entry.url.endsWith("/1-penthouses-brisa-polop"));
    expect(first).toMatchObject({ images: ["https://partner.nl/media/projects/1/1-penthouse.svg"], lastModified: projects[0]?.updatedAt });
  });

  it("never goes past 50,000 URLs in one file", () => {
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 10 }, (_, index) => ({ id: index + 1, slug: "p", updatedAt: new Date(0), image: null }));
    expect(buildSitemap({ origin: "https://x.nl", host: { kind: "main" }, projects: many, content })).toHaveLength(SITEMAP_URL_LIMIT);
    expect(projectRoom({ kind: "partner" }, 3)).toBe(SITEMAP_URL_LIMIT - staticPaths({ kind: "partner" }).length - 3);
  });
});

describe("robots", () => {
  it("points at the host's own sitemap and keeps crawlers out of the API", () => {
    expect(buildRobots("http://partner-a.test:3100")).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/crm/"] },
      sitemap: "http://partner-a.test:3100/sitemap.xml",
    });
  });
});
