/**
 * The owner's own brand (`/api/crm/my-partner…`, owners only: the partner is the owner's own, never
 * named in the request) and the admin's side of it: the audit list and activating a requested domain.
 */
import { z } from "zod";
import { defineCall } from "../api/call";
import { itemEnvelope, listEnvelope } from "../api/envelopes";
import { idParamsSchema } from "../crm/schemas";
import { brandChangeSchema, domainRequestSchema } from "./brand-schemas";
import { SOCIAL_NETWORKS } from "./socials";
import { ABOUT_PHOTO_MAX_BASE64 } from "./about-photo";
import { LOGO_MAX_BASE64 } from "./logo";
import { aboutPhotoUploadSchema, logoUploadSchema } from "./schemas";

const text = z.string().nullable();
const surface = z.enum(["primary", "secondary", "link", "heading", "accent"]);

const brandSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    domain: text,
    requested_domain: text,
    colors: z.object({ primary: z.string(), secondary: z.string(), heading_color: text }),
    contrast: z
      .array(z.object({ surface, chosen: z.string(), used: z.string() }))
      .meta({ description: "Surfaces where the chosen pair is below WCAG AA: the site shows `used` there instead" }),
    logo_url: text,
    email: text,
    phone: text,
    whatsapp: text,
    person: text,
    role: text,
    company: text,
    address: text,
    website: text,
    opening_hours: text,
    about: text,
    about_photo_url: text.meta({ description: "The over-ons photo (add &w=480 or &w=960), or null" }),
    socials: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string().optional()]))),
  })
  .meta({ id: "PartnerBrand" });

const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: "ISO date-time" }),
    who: z.object({ id: z.number().int().nullable(), name: z.string() }),
    changes: z.array(z.object({ field: z.string(), old: text.optional(), new: text.optional() })).meta({ description: "Old and new values only for fields without personal data" }),
  })
  .meta({ id: "PartnerAuditEntry" });

const domainStatusSchema = z
  .object({
    domain: text.meta({ description: "The active own domain" }),
    requested_domain: text.meta({ description: "Asked for by the owner, waiting for the admin" }),
    requested_at: text,
    target: z.string().meta({ description: "PARTNER_DOMAIN_TARGET: where the domain must point" }),
    record: z.object({ type: z.enum(["CNAME", "A", "AAAA"]), name: z.string(), value: z.string() }).nullable(),
    points_to_us: z.boolean().nullable().meta({ description: "From a DNS lookup on the server; null without a domain" }),
    addresses: z.array(z.string()),
  })
  .meta({ id: "PartnerDomainStatus" });

export const myPartnerCall = defineCall({
  method: "get",
  path: "/api/crm/my-partner",
  tag: "crm",
  summary: "The owner's own partner: brand and contact details (owners only)",
  response: { description: "The partner", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/my-partner",
  tag: "crm",
  summary: "Change the own brand: name, colours, contact details, over-ons text, social links (owners only)",
  description: "Colours are never refused: where a pair is below WCAG AA the site picks the readable colour (listed in `contrast`). `null` clears a field.",
  body: brandChangeSchema,
  form: true,
  response: { description: "The partner after the change", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerLogoCall = defineCall({
  method: "post",
  path: "/api/crm/my-partner/logo",
  tag: "crm",
  summary: "A new logo for the own site (owners only)",
  body: logoUploadSchema,
  bodyLimit: LOGO_MAX_BASE64 + 1024,
  form: true,
  response: { description: "The partner with its new logo", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerLogoDeleteCall = defineCall({
  method: "delete",
  path: "/api/crm/my-partner/logo",
  tag: "crm",
  summary: "Remove the own logo (owners only)",
  response: { description: "The partner without a logo", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerAboutPhotoCall = defineCall({
  method: "post",
  path: "/api/crm/my-partner/about-photo",
  tag: "crm",
  summary: "A new over-ons photo for the own broker page, stored resized as WebP (owners only)",
  body: aboutPhotoUploadSchema,
  bodyLimit: ABOUT_PHOTO_MAX_BASE64 + 1024,
  form: true,
  response: { description: "The partner with its new photo", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerAboutPhotoDeleteCall = defineCall({
  method: "delete",
  path: "/api/crm/my-partner/about-photo",
  tag: "crm",
  summary: "Remove the own over-ons photo (owners only)",
  response: { description: "The partner without the photo", schema: itemEnvelope(brandSchema) },
  access: "owner",
});

export const myPartnerAuditCall = defineCall({
  method: "get",
  path: "/api/crm/my-partner/audit",
  tag: "crm",
  summary: "Who changed the own partner's brand and details, and when (owners only)",
  response: { description: "The newest 100 changes first", schema: listEnvelope(auditEntrySchema) },
  access: "owner",
});

const DOMAIN_LOOKUPS = { name: "crm-domain-lookup", points: 30, durationSeconds: 60 };

export const myPartnerDomainCall = defineCall({
  method: "get",
  path: "/api/crm/my-partner/domain",
  tag: "crm",
  summary: "The own domain: the DNS record to create and whether it points to the site (owners only)",
  response: { description: "The domain's state", schema: itemEnvelope(domainStatusSchema) },
  access: "owner",
  rateLimit: DOMAIN_LOOKUPS,
});

export const myPartnerDomainRequestCall = defineCall({
  method: "post",
  path: "/api/crm/my-partner/domain",
  tag: "crm",
  summary: "Ask the admin to activate an own domain; null withdraws the request (owners only)",
  body: domainRequestSchema,
  form: true,
  response: { description: "The domain's state", schema: itemEnvelope(domainStatusSchema) },
  access: "owner",
  rateLimit: DOMAIN_LOOKUPS,
});

export const crmPartnerAuditCall = defineCall({
  method: "get",
  path: "/api/crm/partners/{id}/audit",
  tag: "crm",
  summary: "A partner's audit list (admins only)",
  params: idParamsSchema,
  response: { description: "The newest 100 changes first", schema: listEnvelope(auditEntrySchema) },
  errors: [404],
  access: "admin",
});

export const crmPartnerDomainActivateCall = defineCall({
  method: "post",
  path: "/api/crm/partners/{id}/domain",
  tag: "crm",
  summary: "Activate the domain the partner's owner asked for (admins only)",
  params: idParamsSchema,
  response: { description: "The domain's state", schema: itemEnvelope(domainStatusSchema) },
  errors: [404, 409],
  access: "admin",
});
