/** A viewing's input: planning it from a lead, changing its time or place, marking it done or cancelled. Client-safe. */
import { z } from "zod";
import { fieldMessage } from "../../i18n/validation";

export const VIEWING_STATUSES = ["planned", "done", "cancelled"] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

const id = z.number().int().positive().max(2_147_483_647);
/** A real calendar day from 2000 to 2099 (the time zone is applied later: Europe/Madrid). */
const day = z
  .string(fieldMessage("dateRequired"))
  .regex(/^20\d{2}-\d{2}-\d{2}$/, fieldMessage("dateFormat"))
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, fieldMessage("dateNotExisting"));
/** Spanish local time, 24-hour `hh:mm`. */
const clock = z.string(fieldMessage("viewingTime")).regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessage("viewingTime"));
const duration = z.number(fieldMessage("viewingDuration")).int(fieldMessage("viewingDuration")).min(15, fieldMessage("viewingDuration")).max(480, fieldMessage("viewingDuration"));
const meetingPoint = z.string(fieldMessage("meetingPointRequired")).trim().min(1, fieldMessage("meetingPointRequired")).max(300).regex(/^[^\r\n]*$/, fieldMessage("oneLine"));
const notes = z.string().trim().max(2000);

export const viewingPlanSchema = z.strictObject({
  lead_id: id,
  project_id: id.nullable().optional().meta({ description: "Default: the lead's project" }),
  date: day.meta({ description: "The day in Spain (yyyy-mm-dd)" }),
  time: clock.meta({ description: "Spanish local time (Europe/Madrid), hh:mm" }),
  duration_minutes: duration.default(60),
  agent_id: id.meta({ description: "The CRM user who shows the buyer round (of the lead's partner)" }),
  meeting_point: meetingPoint,
  notes: notes.optional(),
});
export type ViewingPlanInput = z.output<typeof viewingPlanSchema>;

/** A new time or place (a new invitation, SEQUENCE + 1), or done / cancelled (a cancellation mails METHOD:CANCEL). */
export const viewingChangeSchema = z
  .strictObject({
    status: z.enum(["done", "cancelled"]).optional(),
    date: day.optional(),
    time: clock.optional(),
    duration_minutes: duration.optional(),
    meeting_point: meetingPoint.optional(),
    notes: notes.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { ...fieldMessage("nothingToChange"), path: ["status"] })
  .refine((body) => (body.date === undefined) === (body.time === undefined), { ...fieldMessage("dateAndTime"), path: ["time"] })
  .refine((body) => body.status === undefined || Object.keys(body).length === 1, { ...fieldMessage("statusAlone"), path: ["status"] });
export type ViewingChangeInput = z.output<typeof viewingChangeSchema>;

/** `GET /api/crm/viewings`: a window of days (default: from today, four weeks). */
export const viewingListSchema = z.strictObject({
  from: day.optional(),
  days: z.coerce.number().int().min(1).max(92).default(28),
  status: z.enum(VIEWING_STATUSES).optional(),
});

/** The calendar feed's secret, in the URL a calendar app subscribes to. */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(200) });
