import "server-only";
/** Content pages: a partner's own version of a slug first, else the global page of the main brand. */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { cache } from "react";
import { pageCount } from "../catalogue/pagination";
import { db } from "../db/client";
import { contentPages } from "../db/schema";
import { BLOG_PAGE_SIZE, type BlogList } from "./paths";
import type { BlogSummary, ContentPage, ContentSummary } from "./types";

/** Pages with their own route, not served again as `/{content}`. */
export const ROUTED_SLUGS: readonly string[] = ["wonen-en-leven", "uw-makelaar", "contact"];

function visibleTo(partnerId: number) {
  const owner = partnerId > 0 ? or(isNull(contentPages.partnerId), eq(contentPages.partnerId, partnerId)) : isNull(contentPages.partnerId);
  return and(owner, eq(contentPages.published, true));
}

/** One row per slug: the partner's own version (non-null partner id) over the global one; order kept. */
function ownFirst<Row extends { slug: string; partnerId: number | null }>(rows: readonly Row[]): Row[] {
  const bySlug = new Map<string, Row>();
  for (const row of rows) {
    if (ROUTED_SLUGS.includes(row.slug)) continue;
    const seen = bySlug.get(row.slug);
    if (!seen || (seen.partnerId === null && row.partnerId !== null)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

export const getContentPage = cache(async (slug: string, partnerId: number): Promise<ContentPage | null> => {
  const database = await db();
  const rows = await database
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), visibleTo(partnerId)))
    // The partner's own version (non-null partner_id) wins over the global one.
    .orderBy(sql`${contentPages.partnerId} is null`)
    .limit(1);
  return rows[0] ?? null;
});

/** Landing pages and blog posts for `/new-build-pages`, one per slug (the partner's version first). */
export const listContentPages = cache(async (partnerId: number, kinds: ContentPage["kind"][] = ["page", "blog"]): Promise<ContentSummary[]> => {
  const database = await db();
  const rows = await database
    .select({ id: contentPages.id, slug: contentPages.slug, title: contentPages.title, summary: contentPages.summary, kind: contentPages.kind, partnerId: contentPages.partnerId })
    .from(contentPages)
    .where(and(visibleTo(partnerId), inArray(contentPages.kind, kinds)))
    .orderBy(asc(contentPages.kind), asc(contentPages.title));
  return ownFirst(rows).map(({ id, slug, title, summary, kind }) => ({ id, slug, title, summary, kind }));
});

/** The blog posts a site shows, newest first. A site has tens of posts, not thousands: one read, paged here. */
const allBlogPosts = cache(async (partnerId: number): Promise<BlogSummary[]> => {
  const database = await db();
  const rows = await database
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      title: contentPages.title,
      summary: contentPages.summary,
      kind: contentPages.kind,
      partnerId: contentPages.partnerId,
      createdAt: contentPages.createdAt,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(visibleTo(partnerId), eq(contentPages.kind, "blog")))
    .orderBy(sql`${contentPages.createdAt} desc`, asc(contentPages.slug));
  return ownFirst(rows).map(({ id, slug, title, summary, kind, createdAt, updatedAt }) => ({ id, slug, title, summary, kind, createdAt, updatedAt }));
});

/** Page `page` (from 1) of a site's blog; `page` past the end gives no posts (the caller answers 404). */
export async function listBlogPosts(partnerId: number, page: number, perPage = BLOG_PAGE_SIZE): Promise<BlogList> {
  const posts = await allBlogPosts(partnerId);
  const start = (page - 1) * perPage;
  return { posts: posts.slice(start, start + perPage), total: posts.length, page, pageCount: pageCount(posts.length, perPage) };
}

/** A published blog post of the site (the partner's own version first); null for any other page. */
export async function getBlogPost(slug: string, partnerId: number): Promise<ContentPage | null> {
  const page = await getContentPage(slug, partnerId);
  return page?.kind === "blog" ? page : null;
}
