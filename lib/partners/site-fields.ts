/**
 * The site's fields beyond the CLI's (WhatsApp, opening hours, over-ons text, social links) as columns,
 * for the owner's change (brand.ts) and the admin's (admin.ts). Pure.
 */
import type { partners } from "../db/schema";
import type { BrandChange } from "./brand-schemas";

type SiteFields = Pick<BrandChange, "whatsapp" | "opening_hours" | "about" | "socials">;

/** Social links: a network set to null is removed, one left out stays as it was. */
function mergedSocials(current: Record<string, string>, change: SiteFields["socials"]) {
  if (!change) return undefined;
  const merged: Record<string, string> = { ...current };
  for (const [network, url] of Object.entries(change)) {
    if (url === null) delete merged[network];
    else if (url !== undefined) merged[network] = url;
  }
  return merged;
}

/** The columns the input changes (a field left out stays as it was). */
export function siteFieldColumns(input: SiteFields, currentSocials: Record<string, string>): Partial<typeof partners.$inferInsert> {
  const values: Partial<typeof partners.$inferInsert> = { whatsapp: input.whatsapp, openingHours: input.opening_hours, about: input.about, socialLinks: mergedSocials(currentSocials, input.socials) };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
