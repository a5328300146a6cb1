/** Where content lives on a site: pages at `/{slug}`, blog posts at `/blog/{slug}`. Pure and client-safe. */
import type { BlogSummary, ContentKind } from "./types";

export const BLOG_PATH = "/blog";
/** Posts per page of `/blog` (three rows of three cards). */
export const BLOG_PAGE_SIZE = 9;
/** What a content slug looks like; anything else can never match a page (404 without a query). */
export const CONTENT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface BlogList {
  posts: BlogSummary[];
  total: number;
  /** The page asked for, from 1. */
  page: number;
  pageCount: number;
}

/** The path of a content page or blog post, without the site's base path. */
export function contentPath(page: { slug: string; kind: ContentKind }): string {
  return page.kind === "blog" ? `${BLOG_PATH}/${page.slug}` : `/${page.slug}`;
}

/** Guides about a place are named after it: `nieuwbouw-marbella`, `nieuwbouw-costa-del-sol`. */
const GUIDE_PREFIX = "nieuwbouw-";

/** The place slug a guide page is about (`marbella`), or null for other pages. */
export function guidePlaceSlug(page: { slug: string; kind: ContentKind }): string | null {
  return page.kind === "page" && page.slug.startsWith(GUIDE_PREFIX) ? page.slug.slice(GUIDE_PREFIX.length) : null;
}

/** A page of the blog list: page 1 is `/blog` itself (its canonical URL), later pages `?page=N`. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH;
}
