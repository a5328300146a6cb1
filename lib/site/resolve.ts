import "server-only";
/**
 * The site of a request, resolved once (React `cache()`):
 * - pages, from the `app/[partner]` segment alone (so they can be cached);
 * - the API, from the Host and the call's `partner` field;
 * - robots.txt and sitemap.xml, from the Host.
 * Null always means "no such site": the caller answers 404.
 */
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { tagPartnerPages } from "../catalogue/cache";
import { env } from "../env";
import { safeColors } from "../partners/colors";
import { resolvePartner, type Partner } from "../partners/service";
import { SLUG_PATTERN } from "../partners/slug";
import { classifyHost, isDomainSegment, MAIN_SITE_SEGMENT } from "./host";
import { siteOrigin } from "./origin";
import { mainSite, type Site } from "./site";

function partnerSite(partner: Partner, customDomain: string | null): Site {
  return {
    kind: "partner",
    partnerId: partner.id,
    slug: partner.slug,
    name: partner.name,
    basePath: customDomain ? "" : `/${partner.slug}`,
    customDomain,
    colors: safeColors({ primary: partner.primaryColor, secondary: partner.secondaryColor, heading_color: partner.headingColor }),
    contact: {
      personName: partner.personName,
      personRole: partner.personRole,
      companyName: partner.companyName,
      address: partner.address,
      email: partner.email,
      phone: partner.phone,
      website: partner.website,
      whatsapp: partner.whatsapp,
      openingHours: partner.openingHours,
    },
    regionIds: partner.regionIds,
    logoUrl: partner.logoUrl,
    about: partner.about,
    aboutPhotoUrl: partner.aboutPhotoUrl,
    socials: partner.socialLinks,
  };
}

async function partnerByDomain(domain: string): Promise<Site | null> {
  const partner = await resolvePartner("", domain);
  return partner ? partnerSite(partner, domain) : null;
}

async function partnerBySlug(slug: string): Promise<Site | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const partner = await resolvePartner(slug, "");
  return partner ? partnerSite(partner, null) : null;
}

/**
 * The site for an `app/[partner]` segment. It reads the segment only, never the request, so partner
 * pages can be cached: a domain segment exists only through the routing rule that rewrites that
 * partner's own domain (lib/site/routing.ts sends a domain-like or escaped first segment on a main host
 * to the 404 page). Only the canonical, lower-case spelling resolves, so one page has one cache entry.
 * `old` is the main brand's legacy mirror; MAIN_SITE_SEGMENT its own pages on a main host.
 */
export const resolveSite = cache(async (segment: string): Promise<Site | null> => {
  if (segment !== segment.toLowerCase()) return null;
  if (segment === "old") return mainSite("/old");
  if (segment === MAIN_SITE_SEGMENT) return mainSite();
  const site = await (isDomainSegment(segment) ? partnerByDomain(segment) : partnerBySlug(segment));
  // The page being rendered belongs to this partner: its change refreshes it (lib/catalogue/cache.ts).
  if (site) await tagPartnerPages(site.partnerId);
  return site;
});

/** The site of a `[partner]` page; unknown partners end in the 404 page (HTTP 404). */
export async function requireSite(segment: string): Promise<Site> {
  const site = await resolveSite(segment);
  if (!site) notFound();
  return site;
}

/**
 * The site an API call speaks for: a partner's own domain is that partner (whatever `partner` says);
 * on a main host `partner` names a partner by slug (its pages under `/{slug}`), `old` the main
 * brand's legacy mirror, and without it the main brand (its pages on the main host). Unknown hosts and partners are null.
 */
export async function resolveApiSite(host: string | null, partner: string | undefined): Promise<Site | null> {
  const kind = classifyHost(host, env().MAIN_HOSTS);
  if (kind.kind === "unknown") return null;
  if (kind.kind === "partner") return partnerByDomain(kind.domain);
  const slug = partner?.trim().toLowerCase() ?? "";
  if (slug === "") return mainSite();
  return slug === "old" ? mainSite("/old") : partnerBySlug(slug);
}

/** The site of the Host a request came in on (robots.txt, sitemap.xml); null for an unknown host or domain. */
export const getHostSite = cache(async (): Promise<{ site: Site; origin: string } | null> => {
  const kind = classifyHost((await headers()).get("host"), env().MAIN_HOSTS);
  if (kind.kind === "unknown") return null;
  const site = kind.kind === "partner" ? await partnerByDomain(kind.domain) : mainSite();
  return site ? { site, origin: siteOrigin(site) } : null;
});
