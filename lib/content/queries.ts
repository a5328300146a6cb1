import "server-only";
/** Content pages: a partner's own version of a slug first, else the global page of the main brand. */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { cache } from "react";
import { db } from "../db/client";
import { contentPages } from "../db/schema";
import type { ContentPage, ContentSummary } from "./types";

/** Pages with their own route, not served again as `/{content}`. */
const ROUTED_SLUGS = ["wonen-en-leven", "uw-makelaar"];

function visibleTo(partnerId: number) {
  const owner = partnerId > 0 ? or(isNull(contentPages.partnerId), eq(contentPages.partnerId, partnerId)) : isNull(contentPages.partnerId);
  return and(owner, eq(contentPages.published, true));
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
  const bySlug = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (ROUTED_SLUGS.includes(row.slug)) continue;
    const seen = bySlug.get(row.slug);
    if (!seen || (seen.partnerId === null && row.partnerId !== null)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()].map(({ id, slug, title, summary, kind }) => ({ id, slug, title, summary, kind }));
});
