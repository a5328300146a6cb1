/** zod schemas of the partner feature: the get-data contract and partner management input. */
import { z } from "zod";
import { fieldMessage, validationText } from "../i18n/validation";
import { partnerDomainOf } from "../site/host";
import { DEFAULT_COLORS, type PartnerColors } from "./colors";
import { ABOUT_PHOTO_MAX_BASE64 } from "./about-photo";
import { IMAGE_TYPES } from "../media/image-type";
import { LOGO_MAX_BASE64 } from "./logo";
import { RESERVED_SLUGS, SLUG_PATTERN } from "./slug";

/** POST /api/partner/get-data (spec section 7): lookup by domain first, then by slug. */
export const partnerDataRequestSchema = z.strictObject({
  partner: z.string().trim().max(253).default(""),
  domain: z.string().trim().max(300).default(""),
  lang: z.string().max(10).optional(),
  lang_id: z.union([z.number().int().min(0).max(10_000), z.string().max(10)]).optional(),
  site_suff: z.string().max(60).optional(),
  /** The browser's request headers, as the spec's client sends them; not used for the lookup. */
  theaders: z
    .record(z.string().max(100), z.union([z.string().max(8192), z.array(z.string().max(8192)).max(20)]))
    .refine((headers) => Object.keys(headers).length <= 100, "Hoogstens 100 headers")
    .optional(),
});
export type PartnerDataRequest = z.input<typeof partnerDataRequestSchema>;

export interface PartnerSummary {
  id: number;
  slug: string;
  name: string;
  domain: string | null;
  colors: PartnerColors;
}

/** Partner id 0: unknown (spec section 3). */
export const UNKNOWN_PARTNER: PartnerSummary = { id: 0, slug: "", name: "", domain: null, colors: DEFAULT_COLORS };

const hexColor = z.string().trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, fieldMessage("hexColor"));

const partnerSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, fieldMessage("slug"))
  .refine((slug) => !RESERVED_SLUGS.has(slug), fieldMessage("slugReserved"));

export const partnerDomainSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const domain = partnerDomainOf(value.replace(/^https?:\/\//i, "").replace(/\/.*$/, ""));
    if (!domain) {
      ctx.addIssue({ code: "custom", message: validationText("domainName") });
      return z.NEVER;
    }
    return domain;
  });

/** Geo ids of the costas (regions) where the partner is exclusive; checked against the database on save. */
const partnerRegionsSchema = z
  .array(z.number().int().positive().max(2_147_483_647), fieldMessage("regionList"))
  .max(50, fieldMessage("regionsMax"))
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/**
 * Fields of `npm run partner -- add|update` and of the CRM's partner form (`POST /api/crm/partners`):
 * one set of rules for both. Optional strings may be cleared with null (an empty value on the command line).
 */
export const partnerInputSchema = z.strictObject({
  slug: partnerSlugSchema,
  name: z.string().trim().min(2, fieldMessage("minimumChars")).max(160),
  domain: partnerDomainSchema.nullable().optional(),
  primary: hexColor.optional(),
  secondary: hexColor.optional(),
  heading: hexColor.nullable().optional(),
  email: z.email(fieldMessage("emailInvalid")).max(254).nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  person: z.string().trim().max(160).nullable().optional(),
  role: z.string().trim().max(160).nullable().optional(),
  company: z.string().trim().max(160).nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
  website: z.url(fieldMessage("urlInvalid")).nullable().optional(),
  regions: partnerRegionsSchema.optional(),
  active: z.boolean().optional(),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;
export const partnerUpdateSchema = partnerInputSchema.partial().extend({ slug: partnerSlugSchema });
/** `PATCH /api/crm/partners/{id}`: any field but the slug, which is part of the partner's URLs and stays. */
export const partnerChangeSchema = partnerInputSchema.omit({ slug: true }).partial();

/** `POST /api/crm/partners/{id}/logo`: the file as base64 with its type (checked against its first bytes on the server). */
export const logoUploadSchema = z.strictObject({
  type: z.enum(IMAGE_TYPES, fieldMessage("logoType")),
  data: z
    .string()
    .max(LOGO_MAX_BASE64, fieldMessage("logoSize"))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, fieldMessage("base64"))
    .meta({ description: "The image file, base64 (at most 512 kB decoded)" }),
});

/** The "over ons" photo: like a logo, up to 8 MB. */
export const aboutPhotoUploadSchema = z.strictObject({
  type: z.enum(IMAGE_TYPES, fieldMessage("logoType")),
  data: z
    .string()
    .max(ABOUT_PHOTO_MAX_BASE64, fieldMessage("aboutPhotoSize"))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, fieldMessage("base64"))
    .meta({ description: "The image file, base64 (at most 8 MB decoded)" }),
});
