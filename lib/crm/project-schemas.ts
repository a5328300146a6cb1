/**
 * The CRM's project management input: the list's filters, a project's change and a unit's change
 * (`/api/crm/projects…`, `/api/crm/units/{id}`, and the CRM pages through them). The import's limits
 * apply: prices in whole euros up to the feed's maximum, texts up to the feed's text cap.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { MAX_TEXT_CHARS } from "../feeds/parser";
import { MAX_PRICE } from "../feeds/schemas";
import { CRM_UNIT_STATUSES, PROJECT_STATUSES } from "./project-statuses";

const CRM_PROJECT_PAGE_SIZE = 25;
const PROJECT_NAME_MAX = 200;

const publishedFilter = z.enum(["yes", "no"]);

/** Query parameters of the list (strings from the URL, coerced). */
export const crmProjectFiltersSchema = z.strictObject({
  q: z.string().trim().max(100).optional().meta({ description: "Free text on the name, developer or town" }),
  published: publishedFilter.optional().meta({ description: "`yes`: published only; `no`: unpublished only" }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CRM_PROJECT_PAGE_SIZE),
});
export type CrmProjectFilters = z.output<typeof crmProjectFiltersSchema>;

/** A real calendar day between 2000 and 2099 (delivery dates), or null to clear it. */
const deliveryDate = z
  .string()
  .regex(/^20\d{2}-\d{2}-\d{2}$/, fieldMessage("dateFormat"))
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, fieldMessage("dateNotExisting"));

const dutchText = (max: number) => z.string().max(max);

export const projectChangeSchema = z
  .strictObject({
    name: dutchText(PROJECT_NAME_MAX).trim().min(1, fieldMessage("nameRequired")).optional(),
    description: dutchText(MAX_TEXT_CHARS).optional().meta({ description: "The Dutch description the project page shows (plain text, rendered escaped)" }),
    status: z.enum(PROJECT_STATUSES).optional(),
    delivery_date: deliveryDate.nullable().optional().meta({ description: "yyyy-mm-dd; null clears it" }),
    featured: z.boolean().optional(),
    published: z.boolean().optional().meta({ description: "false takes the project off the site; true puts it back (and starts its 14 days of \"Nieuw\")" }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { ...fieldMessage("atLeastOneField"), path: ["name"] });
export type ProjectChange = z.output<typeof projectChangeSchema>;

export const unitChangeSchema = z
  .strictObject({
    price: z.number(fieldMessage("wholeEuros")).int(fieldMessage("wholeEuros")).min(1, fieldMessage("aboveZero")).max(MAX_PRICE, fieldMessage("implausiblyHigh")).optional().meta({ description: "Whole euros" }),
    price_on_request: z.boolean().optional(),
    status: z.enum(CRM_UNIT_STATUSES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { ...fieldMessage("atLeastOneField"), path: ["price"] });
export type UnitChange = z.output<typeof unitChangeSchema>;
