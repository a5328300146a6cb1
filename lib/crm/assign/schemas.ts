/** Input of the assignment, bulk, follow-up task and "Vandaag" calls. Client-safe. */
import { z } from "zod";
import { fieldMessage } from "../../i18n/validation";
import { LEAD_STATUSES } from "../statuses";

import { ASSIGN_MODES, TASK_KINDS } from "./kinds";
/** One bulk action touches at most one inbox page's worth of leads. */
const BULK_MAX = 100;

const id = z.number().int().positive().max(2_147_483_647);
const staffId = id.nullable().meta({ description: "A CRM user of the lead's partner; null: unassigned" });

export const leadAssignSchema = z.strictObject({ staff_id: staffId });

const leadIds = z.array(id).min(1, fieldMessage("leadsRequired")).max(BULK_MAX, fieldMessage("leadsMax"));
export const bulkAssignSchema = z.strictObject({ lead_ids: leadIds, staff_id: staffId });
export const bulkStatusSchema = z.strictObject({ lead_ids: leadIds, status: z.enum(LEAD_STATUSES) });

/** An IANA time zone name the runtime knows (Europe/Amsterdam), not an offset or an abbreviation. */
const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2}$/, fieldMessage("timeZone"))
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, fieldMessage("timeZone"));

export const assignSettingsSchema = z.strictObject({
  assign_mode: z.enum(ASSIGN_MODES),
  time_zone: timeZoneSchema,
  projects: z
    .array(z.strictObject({ project_id: id, staff_id: id }))
    .max(500)
    .default([])
    .meta({ description: "Assign mode `project`: the agent per project (others go round robin)" }),
});

/** An ISO date-time with its offset, within a sane range (a year back, two ahead). */
const dueAt = z.iso
  .datetime({ offset: true, error: fieldMessage("dueAt").error })
  .refine((value) => Math.abs(Date.parse(value) - Date.now()) < 2 * 366 * 86_400_000, fieldMessage("dueAt"));

export const taskCreateSchema = z.strictObject({
  kind: z.enum(TASK_KINDS),
  due_at: dueAt,
  staff_id: staffId.optional().meta({ description: "Leave out: the caller" }),
  note: z.string().trim().max(2000).optional(),
});

export const taskUpdateSchema = z
  .strictObject({
    done: z.boolean().optional(),
    kind: z.enum(TASK_KINDS).optional(),
    due_at: dueAt.optional(),
    staff_id: staffId.optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { ...fieldMessage("taskChange"), path: ["done"] });

export const todayQuerySchema = z.strictObject({
  staff_id: z.coerce.number().int().positive().max(2_147_483_647).optional().meta({ description: "Owners and the admin: a colleague's list (default: the caller's)" }),
});
