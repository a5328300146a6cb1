/** All seeded content pages with fixed ids and timestamps. */
import type { contentPages } from "../../schema";
import { daysBefore } from "../clock";
import { BLOG_POSTS } from "./blog";
import { BUYING_POSTS } from "./blog-buying";
import { LIVING_POSTS } from "./blog-living";
import { BUYING_PAGES } from "./buying";
import { CONTACT, UW_MAKELAAR, WONEN_EN_LEVEN, ZUIDKUST_UW_MAKELAAR } from "./global";
import { REGION_PAGES } from "./regions";
import type { PageText } from "./types";

export type ContentPageRow = typeof contentPages.$inferInsert;

/** Every blog post, newest first (the later posts were added later: their rows come last, so earlier ids stay). */
const ALL_BLOG_POSTS: readonly PageText[] = [...BLOG_POSTS, ...BUYING_POSTS, ...LIVING_POSTS];

export function buildContentPages(partnerIdBySlug: ReadonlyMap<string, number>): ContentPageRow[] {
  const pages = [WONEN_EN_LEVEN, UW_MAKELAAR, ...REGION_PAGES, ...BUYING_PAGES, ...BLOG_POSTS, ZUIDKUST_UW_MAKELAAR, CONTACT, ...BUYING_POSTS, ...LIVING_POSTS];
  return pages.map(({ partnerSlug, ...page }, index) => {
    const partnerId = partnerSlug ? partnerIdBySlug.get(partnerSlug) : null;
    if (partnerId === undefined) throw new Error(`unknown partner ${partnerSlug}`);
    // Blog posts a week apart, newest first; pages older.
    const createdAt = daysBefore(page.kind === "blog" ? 3 + 7 * ALL_BLOG_POSTS.findIndex((post) => post.slug === page.slug) : 200 - index);
    return { id: index + 1, ...page, partnerId, published: true, createdAt, updatedAt: createdAt };
  });
}
