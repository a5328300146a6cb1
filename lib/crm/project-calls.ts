/**
 * The CRM's project management calls: an admin's for every project, a partner's CRM user's for the
 * projects of that partner's own feeds (another partner's project is a 404, as an unknown one).
 */
import { z } from "zod";
import { defineCall } from "../api/call";
import { crmProjectFiltersSchema, projectChangeSchema, unitChangeSchema } from "./project-schemas";
import { CRM_UNIT_STATUSES, PROJECT_STATUSES } from "./project-statuses";
import { idParamsSchema } from "./schemas";
import { pageEnvelope } from "../api/envelopes";

const when = z.string().meta({ description: "ISO date-time" });
const nullableInt = z.number().int().nullable();

const crmProjectSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    developer: z.string(),
    town: z.string(),
    status: z.enum(PROJECT_STATUSES),
    published: z.boolean(),
    featured: z.boolean(),
    price_from: nullableInt,
    price_to: nullableInt,
    price_on_request: z.boolean(),
    units_available: z.number().int(),
    source: z.string().nullable().meta({ description: "The feed source that owns the project; null: the main brand's own catalogue" }),
    partner: z.string().nullable().meta({ description: "The partner owning the listing, or that feed source" }),
    partner_listing: z.boolean().meta({ description: "A partner's hand-made listing: shown on that partner's site, elsewhere once an admin approved it" }),
    approved_at: when.nullable().meta({ description: "When an admin approved the partner's listing; null: not (yet)" }),
    updated_at: when,
  })
  .meta({ id: "CrmProjectSummary" });

const crmProjectDetailSchema = crmProjectSummarySchema
  .omit({ updated_at: true })
  .extend({
    description: z.string(),
    town_id: z.number().int(),
    type_id: z.number().int(),
    lat: z.number(),
    lng: z.number(),
    amenities: z.array(z.string()),
    photos: z.array(z.object({ id: z.number().int(), url: z.string() })).meta({ description: "Uploaded photos in order (a hand-made listing's), at 600 pixels wide" }),
    delivery_date: z.string().nullable().meta({ description: "yyyy-mm-dd" }),
    published_at: when,
    updated_at: when,
    units: z.array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        type_id: z.number().int(),
        bedrooms: z.number().int(),
        bathrooms: z.number().int(),
        area: z.number().int(),
        price: z.number().int(),
        price_on_request: z.boolean(),
        vat: z.boolean(),
        status: z.enum(CRM_UNIT_STATUSES),
      }),
    ),
    price_history: z.array(z.object({ unit_id: z.number().int(), reference: z.string(), old_price: nullableInt, new_price: nullableInt, changed_at: when })).meta({ description: "The latest 20 price changes" }),
  })
  .meta({ id: "CrmProjectDetail" });

export const crmProjectOne = z.object({ data: crmProjectDetailSchema, meta: z.object({ changed: z.boolean().optional() }) });

export const crmProjectsCall = defineCall({
  method: "get",
  path: "/api/crm/projects",
  tag: "crm",
  summary: "The projects this CRM user manages (an admin: all; a partner: those of its own feeds), newest change first",
  query: crmProjectFiltersSchema,
  response: { description: "One page", schema: pageEnvelope(crmProjectSummarySchema) },
  access: "staff",
});

export const crmProjectCall = defineCall({
  method: "get",
  path: "/api/crm/projects/{id}",
  tag: "crm",
  summary: "One project with its units and latest price changes",
  params: idParamsSchema,
  response: { description: "The project", schema: crmProjectOne },
  errors: [404],
  access: "staff",
});

export const crmProjectUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/projects/{id}",
  tag: "crm",
  summary: "Change a project's Dutch texts, type, place, coordinates, features, status, delivery date, featured flag, or (un)publish it",
  description: "Every change revalidates the catalogue: the project page, search, facets, the sitemap and the API show it at once. `meta.changed` is false when nothing differed.",
  params: idParamsSchema,
  body: projectChangeSchema,
  form: true,
  response: { description: "The project after the change", schema: crmProjectOne },
  errors: [403, 404],
  access: "staff",
});

export const crmUnitUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/units/{id}",
  tag: "crm",
  summary: "Change a unit's price (whole euros, or on request), VAT and status",
  description: "A new price is recorded in the price history; the project's ranges follow and the catalogue is revalidated. A feed's next import sets its own units' prices and status again.",
  params: idParamsSchema,
  body: unitChangeSchema,
  form: true,
  response: { description: "The unit's project after the change", schema: crmProjectOne },
  errors: [403, 404],
  access: "staff",
});
