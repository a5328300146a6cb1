import "server-only";
/**
 * Partner look-ups for layouts, pages, metadata and the get-data route. Wrapped in React `cache()`:
 * the layout, generateMetadata and the page of one request share one query.
 */
import { and, eq } from "drizzle-orm";
import { cache } from "react";
import { db } from "../db/client";
import { partners } from "../db/schema";
import { partnerDomainOf } from "../site/host";
import { safeColors } from "./colors";
import { partnerDataRequestSchema, UNKNOWN_PARTNER, type PartnerDataRequest, type PartnerSummary } from "./schemas";
import { SLUG_PATTERN } from "./slug";

export type Partner = typeof partners.$inferSelect;

const findActive = cache(async (column: "slug" | "domain", value: string): Promise<Partner | null> => {
  const database = await db();
  const where = and(eq(column === "slug" ? partners.slug : partners.domain, value), eq(partners.active, true));
  const [row] = await database.select().from(partners).where(where).limit(1);
  return row ?? null;
});

/**
 * The partner for a request: by its own domain first, then by slug (spec section 4). Null only after a
 * look-up that succeeded: a database that does not answer throws, so the caller answers 503 (try
 * again), never "unknown partner" (a 404 tells a form not to retry, and a search engine to forget).
 */
export const resolvePartner = cache(async (slug: string, domain: string): Promise<Partner | null> => {
  const bareDomain = partnerDomainOf(domain);
  const cleanSlug = slug.trim().toLowerCase();
  const byDomain = bareDomain ? await findActive("domain", bareDomain) : null;
  if (byDomain) return byDomain;
  return SLUG_PATTERN.test(cleanSlug) ? await findActive("slug", cleanSlug) : null;
});

function toPartnerSummary(partner: Partner | null): PartnerSummary {
  if (!partner) return UNKNOWN_PARTNER;
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    domain: partner.domain,
    colors: safeColors({ primary: partner.primaryColor, secondary: partner.secondaryColor, heading_color: partner.headingColor }),
  };
}

/** The `partner/get-data` contract: `{ partner }`, with id 0 when unknown. */
export async function getPartnerData(input: PartnerDataRequest): Promise<{ partner: PartnerSummary }> {
  const { partner, domain } = partnerDataRequestSchema.parse(input);
  return { partner: toPartnerSummary(await resolvePartner(partner, domain)) };
}
