/**
 * The CRM's admin calls (the main brand's admins only; a partner's CRM user gets a 403): partners
 * with their logos, and CRM users. For the CRM's admin pages and the main brand's own tools.
 */
import { z } from "zod";
import { defineCall } from "../api/call";
import { LOGO_MAX_BASE64 } from "../partners/logo";
import { partnerAdminChangeSchema } from "../partners/brand-schemas";
import { logoUploadSchema, partnerInputSchema } from "../partners/schemas";
import { idParamsSchema } from "./schemas";
import { STAFF_ROLES, TEAM_ROLES, staffChangeSchema, staffCreateSchema } from "./staff-schemas";
import { itemEnvelope, listEnvelope } from "../api/envelopes";

const nullableText = z.string().nullable();

const partnerAdminSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    domain: nullableText,
    colors: z.object({ primary: z.string(), secondary: z.string(), heading_color: nullableText }),
    logo_url: nullableText,
    email: nullableText,
    phone: nullableText,
    person: nullableText,
    role: nullableText,
    company: nullableText,
    address: nullableText,
    website: nullableText,
    whatsapp: nullableText,
    opening_hours: nullableText,
    about: nullableText,
    socials: z.record(z.string(), z.string()).meta({ description: "Social links by network (https)" }),
    regions: z.array(z.number().int()).meta({ description: "Geo ids of the costas where the partner is exclusive" }),
    active: z.boolean(),
  })
  .meta({ id: "PartnerAdmin" });

const staffAdminSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    team_role: z.enum(TEAM_ROLES).nullable().meta({ description: "Owner or agent for a partner user; null for an admin" }),
    partner: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    active: z.boolean(),
    created_at: z.string().meta({ description: "ISO date-time" }),
  })
  .meta({ id: "StaffAdmin" });


export const crmPartnersCall = defineCall({
  method: "get",
  path: "/api/crm/partners",
  tag: "crm",
  summary: "Every partner, active or not (admins only)",
  response: { description: "The partners by slug", schema: listEnvelope(partnerAdminSchema) },
  access: "admin",
});

export const crmPartnerCreateCall = defineCall({
  method: "post",
  path: "/api/crm/partners",
  tag: "crm",
  summary: "Add a partner (admins only; the rules of `npm run partner -- add`)",
  body: partnerInputSchema,
  form: true,
  response: { status: 201, description: "The new partner", schema: itemEnvelope(partnerAdminSchema) },
  access: "admin",
});

export const crmPartnerUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/partners/{id}",
  tag: "crm",
  summary: "Change a partner: name, domain, colours, contact, WhatsApp, opening hours, over-ons text, social links, regions of exclusivity, active (admins only)",
  description: "The slug stays: it is part of the partner's URLs. `null` clears an optional field.",
  params: idParamsSchema,
  body: partnerAdminChangeSchema,
  form: true,
  response: { description: "The partner after the change", schema: itemEnvelope(partnerAdminSchema) },
  errors: [404],
  access: "admin",
});

export const crmPartnerLogoCall = defineCall({
  method: "post",
  path: "/api/crm/partners/{id}/logo",
  tag: "crm",
  summary: "Upload a partner's logo: PNG, JPEG or WebP, at most 512 kB (admins only)",
  description: "The type is read from the file's first bytes and must match `type`; SVG, markup beside the image and more than 16 megapixels are refused. Stored decoded and re-encoded as WebP of at most 512 × 512 pixels without metadata, served from `logo_url`.",
  params: idParamsSchema,
  body: logoUploadSchema,
  bodyLimit: LOGO_MAX_BASE64 + 1024,
  form: true,
  response: { description: "The partner with its new `logo_url`", schema: itemEnvelope(partnerAdminSchema) },
  errors: [404],
  access: "admin",
});

export const crmPartnerLogoDeleteCall = defineCall({
  method: "delete",
  path: "/api/crm/partners/{id}/logo",
  tag: "crm",
  summary: "Remove a partner's logo (admins only)",
  params: idParamsSchema,
  response: { description: "The partner without a logo", schema: itemEnvelope(partnerAdminSchema) },
  errors: [404],
  access: "admin",
});

export const crmStaffCall = defineCall({
  method: "get",
  path: "/api/crm/staff",
  tag: "crm",
  summary: "Every CRM user, active or not (admins only)",
  response: { description: "The CRM users", schema: listEnvelope(staffAdminSchema) },
  access: "admin",
});

export const crmStaffCreateCall = defineCall({
  method: "post",
  path: "/api/crm/staff",
  tag: "crm",
  summary: "Add a CRM user for a partner, or an admin (admins only; the clients' password rules)",
  body: staffCreateSchema,
  form: true,
  response: { status: 201, description: "The new CRM user", schema: itemEnvelope(staffAdminSchema) },
  errors: [409],
  access: "admin",
});

export const crmStaffUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/staff/{id}",
  tag: "crm",
  summary: "Rename, (de)activate or set a new password for a CRM user (admins only)",
  description: "Deactivating or a new password ends every session and token of that user. An admin cannot deactivate their own account.",
  params: idParamsSchema,
  body: staffChangeSchema,
  form: true,
  response: { description: "The CRM user after the change", schema: itemEnvelope(staffAdminSchema) },
  errors: [404],
  access: "admin",
});
