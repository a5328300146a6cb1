import "server-only";
/**
 * Resolves the site of a request once (React `cache()`): the `[partner]` segment plus the trusted
 * headers the middleware set. Layout, generateMetadata and pages all call this and share the result.
 */
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { safeColors } from "../partners/colors";
import { resolvePartner, type Partner } from "../partners/service";
import { SLUG_PATTERN } from "../partners/slug";
import { SITE_DOMAIN_HEADER, SITE_ORIGIN_HEADER } from "./headers";
import { mainSite, type Site } from "./site";

export interface RequestSite {
  /** The partner domain of this request, when it came in on one (set by the middleware only). */
  customDomain: string | null;
  /** Scheme and host the visitor used, e.g. "http://partner-a.test:3100". */
  origin: string;
}

export const getRequestSite = cache(async (): Promise<RequestSite> => {
  const list = await headers();
  return {
    customDomain: list.get(SITE_DOMAIN_HEADER),
    origin: list.get(SITE_ORIGIN_HEADER) ?? `http://${list.get("host") ?? "localhost"}`,
  };
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
 * On a partner's own domain the segment is that domain; `old` on the main host is the legacy mirror.
 */
export const resolveSite = cache(async (segment: string): Promise<Site | null> => {
  const { customDomain } = await getRequestSite();
  const value = decodeURIComponent(segment).toLowerCase();
  if (customDomain) {
    // Only the domain decides: a path segment can never switch to another partner.
    const partner = value === customDomain ? await resolvePartner("", customDomain) : null;
    return partner ? partnerSite(partner, customDomain) : null;
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
