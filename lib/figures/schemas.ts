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

export const figuresQuerySchema = z
  .strictObject({
    partner_id: z.coerce.number().int().min(0).max(2_147_483_647).optional().meta({ description: "Admins only: the partner (0: the main brand's site; default 0). Ignored for a partner's users." }),
    project_id: z.coerce.number().int().positive().max(2_147_483_647).optional().meta({ description: "One project (default all)" }),
    from: week.optional().meta({ description: "The first week (default seven weeks before `to`)" }),
    to: week.optional().meta({ description: "The last week (default this week)" }),
  })
  .superRefine((query, context) => {
    if (query.from && query.to) {
      const from = Date.parse(weekMonday(query.from)!);
      const to = Date.parse(weekMonday(query.to)!);
      if (from > to) context.addIssue({ code: "custom", path: ["from"], message: validationText("weekOrder") });
      else if ((to - from) / (7 * 86_400_000) >= MAX_WEEKS) context.addIssue({ code: "custom", path: ["from"], message: validationText("weekRange", { maximum: MAX_WEEKS }) });
    }
  });
export type FiguresQuery = z.output<typeof figuresQuerySchema>;
