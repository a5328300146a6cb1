import "server-only";
/** The main brand's latest blog posts, for the home page's blog block. */
import { and, desc, eq, isNull } from "drizzle-orm";
import { cache } from "react";
import { db } from "../db/client";
import { contentPages } from "../db/schema";
import type { ContentSummary } from "./types";

export const getLatestBlogPosts = cache(async (limit: number): Promise<ContentSummary[]> => {
  const database = await db();
  return database
    .select({ id: contentPages.id, slug: contentPages.slug, title: contentPages.title, summary: contentPages.summary, kind: contentPages.kind })
    .from(contentPages)
    .where(and(isNull(contentPages.partnerId), eq(contentPages.kind, "blog"), eq(contentPages.published, true)))
    .orderBy(desc(contentPages.createdAt), desc(contentPages.id))
    .limit(limit);
});
