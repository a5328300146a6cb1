import "server-only";
/** What the sitemap of a host lists, read from the catalogue and the content pages. */
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { db } from "../db/client";
import { ROUTED_SLUGS } from "../content/queries";
import { contentPages, projects } from "../db/schema";
import type { Site } from "../site/site";
import { buildSitemap, projectRoom, type SitemapContent, type SitemapHost } from "./sitemap";
import { listedCondition } from "../catalogue/visibility";

async function contentFor(partnerId: number): Promise<SitemapContent[]> {
  const database = await db();
  const owner = partnerId > 0 ? or(isNull(contentPages.partnerId), eq(contentPages.partnerId, partnerId)) : isNull(contentPages.partnerId);
  const rows = await database
    .select({ slug: contentPages.slug, kind: contentPages.kind, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(owner, eq(contentPages.published, true), inArray(contentPages.kind, ["page", "blog"])))
    .orderBy(asc(contentPages.slug));
  // A partner's own version and the global page share a slug: list it once.
  const bySlug = new Map<string, SitemapContent>();
  for (const row of rows) if (!ROUTED_SLUGS.includes(row.slug) && !bySlug.has(row.slug)) bySlug.set(row.slug, { ...row, kind: row.kind === "blog" ? "blog" : "page" });
  return [...bySlug.values()];
}

/** The site's projects (a partner's own listings before approval too, on its own site), up to `limit`. */
async function projectsUpTo(limit: number, sitePartnerId: number) {
  const database = await db();
  const rows = await database
    .select({ id: projects.id, slug: projects.slug, updatedAt: projects.updatedAt, images: projects.images })
    .from(projects)
    .where(listedCondition(sitePartnerId))
    .orderBy(asc(projects.id))
    .limit(limit);
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null }));
}

/** The sitemap of a site on the host it was asked on (the main brand lists its `/old` listing). */
export async function loadSitemap(site: Site, origin: string) {
  const host: SitemapHost = site.kind === "partner" ? { kind: "partner" } : { kind: "main" };
  const content = await contentFor(site.partnerId);
  const list = await projectsUpTo(projectRoom(host, content.length), site.partnerId);
  return buildSitemap({ origin, host, projects: list, content });
}
