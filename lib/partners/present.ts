/** Partners as the CRM's admin API answers them (snake_case, colours validated). Client-safe. */
import type { partners } from "../db/schema";
import { safeColors } from "./colors";
import { contrastWarnings } from "./contrast-check";

type PartnerRow = typeof partners.$inferSelect;

export function partnerForAdmin(partner: PartnerRow) {
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    domain: partner.domain,
    colors: safeColors({ primary: partner.primaryColor, secondary: partner.secondaryColor, heading_color: partner.headingColor }),
    logo_url: partner.logoUrl,
    email: partner.email,
    phone: partner.phone,
    person: partner.personName,
    role: partner.personRole,
    company: partner.companyName,
    address: partner.address,
    website: partner.website,
    whatsapp: partner.whatsapp,
    opening_hours: partner.openingHours,
    about: partner.about,
    socials: partner.socialLinks,
    regions: partner.regionIds,
    active: partner.active,
  };
}
export type PartnerForAdmin = ReturnType<typeof partnerForAdmin>;

/** A partner as its owner sees it on "Mijn site": the brand, contact details, and where the site corrects a colour pair. */
export function brandForOwner(partner: PartnerRow) {
  const colors = safeColors({ primary: partner.primaryColor, secondary: partner.secondaryColor, heading_color: partner.headingColor });
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    domain: partner.domain,
    requested_domain: partner.requestedDomain,
    colors,
    contrast: contrastWarnings({ primary: colors.primary, secondary: colors.secondary, heading: colors.heading_color }).map((check) => ({ surface: check.pair, chosen: check.text, used: check.used })),
    logo_url: partner.logoUrl,
    email: partner.email,
    phone: partner.phone,
    whatsapp: partner.whatsapp,
    person: partner.personName,
    role: partner.personRole,
    company: partner.companyName,
    address: partner.address,
    website: partner.website,
    opening_hours: partner.openingHours,
    about: partner.about,
    about_photo_url: partner.aboutPhotoUrl,
    socials: partner.socialLinks,
  };
}
export type BrandForOwner = ReturnType<typeof brandForOwner>;
