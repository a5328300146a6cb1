/** The partner data call of spec section 7. */
import { z } from "zod";
import { defineCall } from "../api/call";
import { partnerDataRequestSchema } from "./schemas";

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/);

const partnerSummarySchema = z
  .object({
    id: z.number().int().meta({ description: "0 when the partner is unknown" }),
    slug: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    colors: z.object({ primary: hexColor, secondary: hexColor, heading_color: hexColor.nullable() }),
  })
  .meta({ id: "PartnerSummary" });

export const partnerDataCall = defineCall({
  method: "post",
  path: "/api/partner/get-data",
  tag: "partners",
  summary: "A partner by domain, then by slug",
  description: "Spec section 7: an unknown partner is not an error but `id` 0.",
  body: partnerDataRequestSchema,
  response: { description: "The partner; `id` 0 when unknown", schema: z.object({ data: z.object({ partner: partnerSummarySchema }), meta: z.object({}) }) },
  partnerSelectsSite: false,
});
