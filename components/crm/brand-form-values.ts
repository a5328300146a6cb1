/** The owner's brand form: values from the partner and back into `PATCH /api/crm/my-partner`. Pure and client-safe. */
import type { CallBody } from "@/lib/api/client";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/partners/socials";
import type { BrandForOwner } from "@/lib/partners/present";

const TEXTS = ["email", "phone", "whatsapp", "person", "role", "company", "address", "website", "opening_hours", "about"] as const;
type TextField = (typeof TEXTS)[number];

export type BrandFormValues = Record<TextField, string> & {
  name: string;
  primary: string;
  secondary: string;
  useHeading: boolean;
  heading: string;
  socials: Record<SocialNetwork, string>;
};

/** Fields the API names, in the form's order: its 422 lands at these. */
export const BRAND_FIELDS = ["name", "primary", "secondary", "heading", ...TEXTS, ...SOCIAL_NETWORKS.map((network) => `socials.${network}` as const)] as const;

export function brandFormValues(brand: BrandForOwner): BrandFormValues {
  const texts = Object.fromEntries(TEXTS.map((field) => [field, brand[field] ?? ""])) as Record<TextField, string>;
  return {
    ...texts,
    name: brand.name,
    primary: brand.colors.primary,
    secondary: brand.colors.secondary,
    useHeading: Boolean(brand.colors.heading_color),
    heading: brand.colors.heading_color ?? brand.colors.primary,
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, brand.socials[network] ?? ""])) as Record<SocialNetwork, string>,
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** Empty texts and links are cleared (null). */
export function brandBody(values: BrandFormValues): CallBody<"PATCH /api/crm/my-partner"> {
  const body: CallBody<"PATCH /api/crm/my-partner"> = {
    name: values.name,
    primary: values.primary,
    secondary: values.secondary,
    heading: values.useHeading ? values.heading : null,
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, orNull(values.socials[network])])),
  };
  for (const field of TEXTS) body[field] = orNull(values[field]);
  return body;
}
