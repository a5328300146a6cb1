/**
 * What a partner's owner may change on the CRM's "Mijn site" page (`PATCH /api/crm/my-partner`): the
 * brand (name, colours) and the contact details its site shows. Not the slug, regions or activity
 * (the admin's), nor the domain (asked for apart, activated by the admin). Client-safe.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { partnerChangeSchema, partnerDomainSchema, partnerInputSchema } from "./schemas";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./socials";


const httpsUrl = z.url({ protocol: /^https$/, ...fieldMessage("urlInvalid") }).max(500);

const socialLinksSchema = z.strictObject(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl.nullable().optional()])) as Record<SocialNetwork, z.ZodOptional<z.ZodNullable<typeof httpsUrl>>>);

const base = partnerInputSchema.pick({ name: true, primary: true, secondary: true, heading: true, email: true, phone: true, person: true, role: true, company: true, address: true, website: true });

/** The site's fields beyond the CLI's partner fields: the owner's and the admin's to change. */
const siteFields = {
  whatsapp: z.string().trim().regex(/^\+?[\d\s()./-]{6,30}$/, fieldMessage("phoneCharacters")).nullable().optional(),
  opening_hours: z.string().trim().max(500).nullable().optional(),
  about: z.string().trim().max(2000).nullable().optional(),
  socials: socialLinksSchema.optional(),
};

export const brandChangeSchema = base.extend(siteFields).partial();

/** `PATCH /api/crm/partners/{id}`: the admin's partner fields and the site's. */
export const partnerAdminChangeSchema = partnerChangeSchema.extend(siteFields);
export type BrandChange = z.infer<typeof brandChangeSchema>;

/** `POST /api/crm/my-partner/domain`: the own domain the owner asks for; null withdraws the request. */
export const domainRequestSchema = z.strictObject({ domain: partnerDomainSchema.nullable() });
