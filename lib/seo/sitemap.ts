/**
 * sitemap.xml and robots.txt for one host, as pure functions of what the host serves (the route
 * files read the host; `queries.ts` reads the catalogue). Client-safe, no Next runtime needed.
 *
 * - the main host: the main pages, the main brand's listing and project pages, and its content pages
 *   (guides), which only the `/old` mirror serves;
 * - a partner's own domain: that partner's pages, without any prefix.
 * One file holds at most 50,000 URLs (the sitemaps.org limit): the 1,000+ projects fit with room to
 * spare; a catalogue near that size needs `generateSitemaps` and a sitemap index instead.
 */
import type { MetadataRoute } from "next";
import { projectPath } from "../catalogue/card";
import { BLOG_PATH, contentPath } from "../content/paths";
import { MAIN_HOST_SITE_PAGES } from "../site/host";

export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapHost = { kind: "main" } | { kind: "partner" };

interface SitemapProject {
  id: number;
  slug: string;
  updatedAt: Date;
  image: string | null;
}

export interface SitemapContent {
  slug: string;
  /** A page (`/{slug}`, under `/old` on the main host) or a blog post (`/blog/{slug}`, the main host's own); a page when left out. */
  kind?: "page" | "blog";
  updatedAt: Date;
}

export interface SitemapInput {
  /** Scheme and host the crawler used, e.g. `https://www.partner.nl`. */
  origin: string;
  host: SitemapHost;
  projects: readonly SitemapProject[];
  content: readonly SitemapContent[];
}

const MAIN_PAGES = ["/", "/contact", "/franchise", "/uw-makelaar", "/wonen-en-leven", BLOG_PATH];
const SITE_PAGES = ["/", "/for-sale", "/search", "/new-build-pages", "/uw-makelaar", "/wonen-en-leven", "/contact", BLOG_PATH];

/** Fixed pages of a host, as paths. */
export function staticPaths(host: SitemapHost): string[] {
  if (host.kind === "partner") return SITE_PAGES;
  const onMainHost = (path: string) => (MAIN_HOST_SITE_PAGES as readonly string[]).includes(path.slice(1));
  return [...MAIN_PAGES, ...SITE_PAGES.filter(onMainHost)];
}

/** How many projects fit beside the fixed and content pages. */
export function projectRoom(host: SitemapHost, contentCount: number): number {
  return Math.max(0, SITEMAP_URL_LIMIT - staticPaths(host).length - contentCount);
}

export function buildSitemap({ origin, host, projects, content }: SitemapInput): MetadataRoute.Sitemap {
  const contentPrefix = host.kind === "main" ? "/old" : "";
  const url = (path: string) => `${origin}${path}`;
  const fixed: MetadataRoute.Sitemap = staticPaths(host).map((path) => ({
    url: url(path),
    changeFrequency: path.endsWith("/for-sale") || path.endsWith("/search") ? "daily" : "weekly",
    priority: path === "/" ? 1 : 0.7,
  }));
  const pages: MetadataRoute.Sitemap = content.map((page) => ({
    url: url(page.kind === "blog" ? contentPath({ slug: page.slug, kind: "blog" }) : `${contentPrefix}/${page.slug}`),
    lastModified: page.updatedAt,
    changeFrequency: "monthly",
    priority: 0.5,
  }));
  const room = projectRoom(host, content.length);
  const listings: MetadataRoute.Sitemap = projects.slice(0, room).map((project) => ({
    url: url(projectPath(project)),
    lastModified: project.updatedAt,
    changeFrequency: "weekly",
    priority: 0.8,
    ...(project.image ? { images: [`${origin}${project.image}`] } : {}),
  }));
  return [...fixed, ...listings, ...pages];
}

export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/crm/"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
