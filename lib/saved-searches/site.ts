import "server-only";
/**
 * The site a saved search belongs to, for its mails and links: the partner it was saved on (on its
 * own domain when it was saved there and the partner still has that domain), else the main brand.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { partners } from "../db/schema";
import { resolveSite } from "../site/resolve";
import { mainSite, type Site } from "../site/site";

export async function savedSearchSite(database: Database, search: { partnerId: number | null; ownDomain: boolean }): Promise<Site> {
  if (search.partnerId === null) return mainSite();
  const [partner] = await database.select({ slug: partners.slug, domain: partners.domain, active: partners.active }).from(partners).where(eq(partners.id, search.partnerId));
  if (!partner?.active) return mainSite();
  const site = search.ownDomain && partner.domain ? await resolveSite(partner.domain) : await resolveSite(partner.slug);
  return site ?? mainSite();
}

/** What to store about the site a search is saved on. */
export function siteColumns(site: Site): { partnerId: number | null; ownDomain: boolean } {
  return site.kind === "partner" ? { partnerId: site.partnerId, ownDomain: site.customDomain !== null } : { partnerId: null, ownDomain: false };
}
