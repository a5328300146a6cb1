/**
 * zod schemas of the saved-search calls. The filters are exactly those of `POST /api/properties`
 * (the filter core's own schema, whatever filters it holds): nothing here names a filter.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { searchFiltersSchema, searchRequestSchema } from "../catalogue/search/schemas";
import { savedSearchNameSchema } from "./name-schema";
import { SAVED_SEARCH_FREQUENCIES } from "./rules";

/** The search as `POST /api/properties` takes it, without the call's own fields (`account_id`, `partner`). */
export const savedSearchFiltersSchema = searchRequestSchema.omit({ account_id: true, partner: true });

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES).describe("`instant`: a mail as soon as something new matches; `daily`: one digest a day; `paused`: no mail");

const name = savedSearchNameSchema;
const partner = z.string().trim().max(253).optional().describe("The site the search is saved on (partner slug): its mails speak for that partner and link to its pages");

export const savedSearchCreateSchema = z.strictObject({
  name,
  filters: savedSearchFiltersSchema,
  frequency: frequencySchema.default("instant"),
  partner,
});

export const savedSearchUpdateSchema = z
  .strictObject({ name: name.optional(), filters: savedSearchFiltersSchema.optional(), frequency: frequencySchema.optional(), partner })
  .refine((body) => body.name !== undefined || body.filters !== undefined || body.frequency !== undefined, fieldMessage("nothingToChange"));

export const savedSearchIdSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const savedSearchListQuerySchema = z.strictObject({ partner });

export const savedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    filters: searchFiltersSchema,
    frequency: frequencySchema,
    url: z.string().describe("The search page on the calling site"),
    unsubscribed: z.boolean().describe("Paused by the unsubscribe link of a mail"),
    last_sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SavedSearch" });

export const unsubscribeSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, fieldMessage("linkInvalidShort")) });
