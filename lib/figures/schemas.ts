/** The figures' input (the CRM page and `GET /api/crm/figures`, `/export` alike): a site, a week range, a project. Client-safe. */
import { z } from "zod";
import { fieldMessage, validationText } from "../i18n/validation";
import { WEEK_NAME, weekMonday } from "./week";

/** The most weeks one request may ask for: a year and a bit. */
export const MAX_WEEKS = 53;
/** Weeks shown when no range is asked for: this week and the seven before. */
export const DEFAULT_WEEKS = 8;

const week = z
  .string()
  .regex(WEEK_NAME, fieldMessage("weekFormat"))
  .refine((value) => weekMonday(value) !== null, fieldMessage("weekFormat"))
  .meta({ description: "An ISO week, `YYYY-Www` (e.g. 2026-W48)" });

const rangeShape = {
  partner_id: z.coerce.number().int().min(0).max(2_147_483_647).optional().meta({ description: "Admins only: the partner (0: the main brand's site; default 0). Ignored for a partner's users." }),
  project_id: z.coerce.number().int().positive().max(2_147_483_647).optional().meta({ description: "One project (default all)" }),
  from: week.optional().meta({ description: "The first week (default seven weeks before `to`)" }),
  to: week.optional().meta({ description: "The last week (default this week)" }),
};

/** `from` before `to`, and at most MAX_WEEKS weeks apart. */
function checkRange(query: { from?: string; to?: string }, context: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  const from = Date.parse(weekMonday(query.from)!);
  const to = Date.parse(weekMonday(query.to)!);
  if (from > to) context.addIssue({ code: "custom", path: ["from"], message: validationText("weekOrder") });
  else if ((to - from) / (7 * 86_400_000) >= MAX_WEEKS) context.addIssue({ code: "custom", path: ["from"], message: validationText("weekRange", { maximum: MAX_WEEKS }) });
}

/** The CRM page's and the CSV export's query: a site, a week range, a project. */
export const figuresQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);

/** Project-week rows per page of `GET /api/crm/figures?detail=weeks` (the totals come whole). */
const FIGURES_ROWS_PER_PAGE = 100;

/** The JSON call's query: the range, and whether (and which page of) the rows per project and week. */
export const figuresApiQuerySchema = z
  .strictObject({
    ...rangeShape,
    detail: z.enum(["weeks"]).optional().meta({ description: "`weeks`: also the rows per project and week (`weeks`), a page at a time" }),
    page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: "The page of project-week rows (`weeks`)" }),
    per_page: z.coerce.number().int().min(1).max(500).default(FIGURES_ROWS_PER_PAGE).meta({ description: "Project-week rows per page" }),
  })
  .superRefine(checkRange);
export type FiguresQuery = z.output<typeof figuresQuerySchema>;
