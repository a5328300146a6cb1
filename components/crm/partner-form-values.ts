/** The partner form's values, from a partner and back into the API's body. Pure and client-safe. */
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "@/lib/partners/colors";
import type { CallBody } from "@/lib/api/client";
import type { PartnerForAdmin } from "@/lib/partners/present";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/partners/socials";

export interface PartnerFormValues {
  slug: string;
  name: string;
  domain: string;
  primary: string;
  secondary: string;
  useHeading: boolean;
  heading: string;
  email: string;
  phone: string;
  person: string;
  role: string;
  company: string;
  address: string;
  website: string;
  /** The site's fields: only an existing partner's form shows them (a new partner gets them from its owner or later). */
  whatsapp: string;
  opening_hours: string;
  about: string;
  socials: Record<SocialNetwork, string>;
  /** Geo ids as the checkboxes give them. */
  regions: string[];
  active: boolean;
}

/** Fields the API names, in the form's order: its 422 lands at these. */
export const PARTNER_FIELDS = [
  "slug",
  "name",
  "domain",
  "primary",
  "secondary",
  "heading",
  "email",
  "phone",
  "person",
  "role",
  "company",
  "address",
  "website",
  "whatsapp",
  "opening_hours",
  "about",
  ...SOCIAL_NETWORKS.map((network) => `socials.${network}` as const),
  "regions",
  "active",
] as const;

const TEXTS = ["domain", "email", "phone", "person", "role", "company", "address", "website"] as const;
const SITE_TEXTS = ["whatsapp", "opening_hours", "about"] as const;
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export function partnerFormValues(partner: PartnerForAdmin | null): PartnerFormValues {
  return {
    slug: partner?.slug ?? "",
    name: partner?.name ?? "",
    domain: partner?.domain ?? "",
    primary: partner?.colors.primary ?? DEFAULT_PRIMARY,
    secondary: partner?.colors.secondary ?? DEFAULT_SECONDARY,
    useHeading: Boolean(partner?.colors.heading_color),
    heading: partner?.colors.heading_color ?? partner?.colors.primary ?? DEFAULT_PRIMARY,
    email: partner?.email ?? "",
    phone: partner?.phone ?? "",
    person: partner?.person ?? "",
    role: partner?.role ?? "",
    company: partner?.company ?? "",
    address: partner?.address ?? "",
    website: partner?.website ?? "",
    whatsapp: partner?.whatsapp ?? "",
    opening_hours: partner?.opening_hours ?? "",
    about: partner?.about ?? "",
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, partner?.socials[network] ?? ""])) as Record<SocialNetwork, string>,
    regions: (partner?.regions ?? []).map(String),
    active: partner?.active ?? true,
  };
}

/** The body of `POST /api/crm/partners` (with the slug) or `PATCH /api/crm/partners/{id}` (without): empty texts are cleared (null). */
export function partnerBody(values: PartnerFormValues, create: true): CallBody<"POST /api/crm/partners">;
export function partnerBody(values: PartnerFormValues, create: false): CallBody<"PATCH /api/crm/partners/{id}">;
export function partnerBody(values: PartnerFormValues, create: boolean): CallBody<"POST /api/crm/partners"> | CallBody<"PATCH /api/crm/partners/{id}"> {
  const body: CallBody<"PATCH /api/crm/partners/{id}"> = {
    name: values.name,
    primary: values.primary,
    secondary: values.secondary,
    heading: values.useHeading ? values.heading : null,
    regions: values.regions.map(Number),
    active: values.active,
  };
  for (const field of TEXTS) body[field] = orNull(values[field]);
  if (create) return { slug: values.slug, name: values.name, ...body };
  for (const field of SITE_TEXTS) body[field] = orNull(values[field]);
  body.socials = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, orNull(values.socials[network])]));
  return body;
}
