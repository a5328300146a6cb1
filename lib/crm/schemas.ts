/** The CRM's input: inbox filters (pages and `GET /api/crm/leads` alike), status changes, reassignment. Client-safe. */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { LEAD_KINDS } from "../leads/schemas";
import { LEAD_STATUSES, type LeadStatus } from "./statuses";

export { LEAD_STATUSES, type LeadStatus };
export const LEAD_SORTS = ["newest", "oldest", "name", "status"] as const;
export const CRM_PAGE_SIZE = 25;

/** A real calendar day (not 2026-02-30) in a sane range: the query turns it into a timestamp. */
const isoDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, "Een datum als jjjj-mm-dd")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "geen bestaande datum");
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Query parameters: strings from the URL, coerced. */
export const leadFiltersSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  project_id: id.optional(),
  assigned: z
    .string()
    .regex(/^(me|none|[1-9]\d{0,9})$/, "me, none of een medewerker")
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= 2_147_483_647, "me, none of een medewerker")
    .optional()
    .meta({ description: "Toegewezen aan: `me`, `none` (unassigned) or a CRM user's id" }),
  partner_id: id.optional().meta({ description: "Admins only: one partner's leads (0 is not allowed; leave out for all)" }),
  from: isoDate.optional().meta({ description: "Received on or after this day" }),
  to: isoDate.optional().meta({ description: "Received on or before this day" }),
  q: z.string().trim().max(100).optional().meta({ description: "Free text on name and e-mail" }),
  sort: z.enum(LEAD_SORTS).default("newest"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(CRM_PAGE_SIZE),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES).optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.status !== undefined || Boolean(body.note), { ...fieldMessage("statusOrNote"), path: ["status"] });

export const leadReassignSchema = z.strictObject({ partner_id: z.number().int().positive().max(2_147_483_647) });

/** A record's id in the path (`/api/crm/leads/{id}`, partners, staff users): anything else is a 404. */
export const idParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647)) });
