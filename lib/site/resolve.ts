import "server-only";
/**
 * Resolves the site of a request once (React `cache()`) from the `[partner]` segment. Layout,
 * generateMetadata and pages all call this and share the result.
 */
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { safeColors } from "../partners/colors";
import { resolvePartner, type Partner } from "../partners/service";
import { SLUG_PATTERN } from "../partners/slug";
import { SITE_DOMAIN_HEADER } from "./headers";
import { isDomainSegment } from "./host";
import { domainOrigin, mainOrigin } from "./origin";
import { mainSite, type Site } from "./site";

export interface RequestSite {
  /** The partner domain of this request, when it came in on one (set by the middleware only). */
  customDomain: string | null;
  /** The public origin of that host (see origin.ts). */
  origin: string;
}

/** For the per-host routes outside `[partner]` (sitemap, robots): reads the middleware's header. */
export const getRequestSite = cache(async (): Promise<RequestSite> => {
  const customDomain = (await headers()).get(SITE_DOMAIN_HEADER);
  return { customDomain, origin: customDomain ? domainOrigin(customDomain) : mainOrigin() };
});

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
    },
    regionIds: partner.regionIds,
    logoUrl: partner.logoUrl,
  };
}

/**
 * The site for an `app/[partner]` segment; null means unknown (the caller answers 404).
 * It reads the segment only, never the request, so partner pages can be cached: a segment that is a
 * domain name exists only through the middleware's rewrite of that partner's own domain (the
 * middleware sends a domain-like first segment on a main host to the 404 page, and on a partner
 * domain every path is prefixed with that domain, so a path can never switch to another partner).
 * `old` is the main brand's legacy mirror.
 */
export const resolveSite = cache(async (segment: string): Promise<Site | null> => {
  const value = decodeURIComponent(segment).toLowerCase();
  if (isDomainSegment(value)) {
    const partner = await resolvePartner("", value);
    return partner ? partnerSite(partner, value) : null;
  }
  if (value === "old") return mainSite("/old");
  if (!SLUG_PATTERN.test(value)) return null;
  const partner = await resolvePartner(value, "");
  return partner ? partnerSite(partner, null) : null;
});

/** The site of a `[partner]` page; unknown partners end in the 404 page (HTTP 404). */
export async function requireSite(segment: string): Promise<Site> {
  const site = await resolveSite(segment);
  if (!site) notFound();
  return site;
}
