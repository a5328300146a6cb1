/** The site's contact details under every mail, as lines shared by the HTML and the text part. */
import { mailTexts as t } from "../i18n/standalone";
import type { Site } from "../site/site";
import { isMailAddress, safeLink } from "./address";

export interface ContactLine {
  text: string;
  /** mailto:, tel: or http(s): link for the HTML part. */
  href?: string;
}

export function contactLines(site: Site): ContactLine[] {
  const { contact } = site;
  const lines: ContactLine[] = [{ text: site.name }];
  const company = contact.companyName?.trim();
  if (company && company !== site.name) lines.push({ text: company });
  const person = [contact.personName, contact.personRole].map((part) => part?.trim()).filter(Boolean).join(", ");
  if (person) lines.push({ text: person });
  if (contact.address?.trim()) lines.push({ text: contact.address.trim() });
  if (contact.phone?.trim()) {
    const digits = contact.phone.replace(/[^\d+]/g, "");
    lines.push({ text: t("contactPhone", { phone: contact.phone.trim() }), href: digits.length >= 6 ? `tel:${digits}` : undefined });
  }
  if (isMailAddress(contact.email)) lines.push({ text: t("contactEmail", { email: contact.email }), href: `mailto:${contact.email}` });
  const website = safeLink(contact.website);
  if (website) lines.push({ text: website, href: website });
  return lines;
}
