/**
 * The CRM's project management input: the list's filters, a project's change and a unit's change
 * (`/api/crm/projects…`, `/api/crm/units/{id}`, and the CRM pages through them). The import's limits
 * apply: prices in whole euros up to the feed's maximum, texts up to the feed's text cap.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { MAX_PRICE } from "../feeds/schemas";
import { CRM_UNIT_STATUSES } from "./project-statuses";
import { listingFields } from "./listing-schemas";

const CRM_PROJECT_PAGE_SIZE = 25;

const publishedFilter = z.enum(["yes", "no"]);

/** Query parameters of the list (strings from the URL, coerced). */
export const crmProjectFiltersSchema = z.strictObject({
  q: z.string().trim().max(100).optional().meta({ description: "Free text on the name, developer or town" }),
  published: publishedFilter.optional().meta({ description: "`yes`: published only; `no`: unpublished only" }),
  approval: z.enum(["pending"]).optional().meta({ description: "`pending`: published partner listings that wait for an admin's approval" }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CRM_PROJECT_PAGE_SIZE),
});
export type CrmProjectFilters = z.output<typeof crmProjectFiltersSchema>;

export const projectChangeSchema = z
  .strictObject({
    name: listingFields.name.optional(),
    developer: listingFields.developer.optional(),
    description: listingFields.description.optional(),
    type_id: listingFields.type_id.optional(),
    town_id: listingFields.town_id.optional(),
    lat: listingFields.lat.optional(),
    lng: listingFields.lng.optional(),
    amenities: listingFields.amenities.optional(),
    status: listingFields.status.optional(),
    delivery_date: listingFields.delivery_date.optional().meta({ description: "yyyy-mm-dd; null clears it" }),
    featured: z.boolean().optional(),
    published: z.boolean().optional().meta({ description: "false takes the project off the site; true puts it back (and starts its 14 days of \"Nieuw\")" }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { ...fieldMessage("atLeastOneField"), path: ["name"] })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), { ...fieldMessage("latLngTogether"), path: ["lat"] });
export type ProjectChange = z.output<typeof projectChangeSchema>;

export const unitChangeSchema = z
  .strictObject({
    price: z.number(fieldMessage("wholeEuros")).int(fieldMessage("wholeEuros")).min(1, fieldMessage("aboveZero")).max(MAX_PRICE, fieldMessage("implausiblyHigh")).optional().meta({ description: "Whole euros" }),
    price_on_request: z.boolean().optional(),
    status: z.enum(CRM_UNIT_STATUSES).optional(),
    vat: z.boolean().optional().meta({ description: "true: the price includes VAT (IVA)" }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { ...fieldMessage("atLeastOneField"), path: ["price"] });
export type UnitChange = z.output<typeof unitChangeSchema>;
