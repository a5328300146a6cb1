/** A feed source's name, grouping rule and admin form fields as callers give them (zod; no database imports). */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";
import { isValidSchedule } from "./schedule";

export const sourceNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, fieldMessage("sourceName"));

export const groupingRuleSchema = z.strictObject({
  refSeparator: z.string().min(1).max(3).optional(),
  proximityMeters: z.number().int().min(1).max(1000),
});

const feedUrlSchema = z
  .url({ protocol: /^https?$/, ...fieldMessage("httpAddress") })
  .max(2000)
  .meta({ description: "Where the scheduler and “run now” fetch the feed: http or https on the public internet (a loopback, private, link-local or other non-public address, or a name resolving to one, is a 422)" });

const scheduleSchema = z
  .string()
  .trim()
  .max(60)
  .refine(isValidSchedule, fieldMessage("cronSchedule"))
  .meta({ description: "Cron expression (minute hour day month weekday), Europe/Amsterdam time; null: by hand only" });

/** The fields an admin sets on a source; `owner` is a partner id, null for the main brand. */
const sourceFields = {
  url: feedUrlSchema.nullable(),
  owner: z.number().int().min(1).max(2_147_483_647).nullable().meta({ description: "The owning partner's id; null: the main brand" }),
  schedule: scheduleSchema.nullable(),
  ref_separator: z.string().min(1, fieldMessage("refSeparator")).max(3, fieldMessage("refSeparator")).nullable().meta({ description: "The ref up to this separator names the project; null: no ref rule" }),
  proximity_meters: z.number().int().min(1, fieldMessage("proximity")).max(1000, fieldMessage("proximity")).meta({ description: "Units this close, in one town and type family, form a project" }),
  active: z.boolean(),
};

export const sourceCreateSchema = z.strictObject({ name: sourceNameSchema, ...sourceFields });
export const sourceChangeSchema = z.strictObject(sourceFields).partial();
export type SourceCreateInput = z.infer<typeof sourceCreateSchema>;
export type SourceChangeInput = z.infer<typeof sourceChangeSchema>;
