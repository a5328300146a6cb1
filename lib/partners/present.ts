/** Partners as the CRM's admin API answers them (snake_case, colours validated). Client-safe. */
import type { partners } from "../db/schema";
import { safeColors } from "./colors";

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
    regions: partner.regionIds,
    active: partner.active,
  };
}
export type PartnerForAdmin = ReturnType<typeof partnerForAdmin>;
