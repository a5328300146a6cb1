/** The viewings' JSON API and the calendar feed (issue 32 §4). Client-safe (schemas only). */
import { z } from "zod";
import { defineCall } from "../../api/call";
import { idParamsSchema } from "../schemas";
import { calendarFeedQuerySchema, VIEWING_STATUSES, viewingChangeSchema, viewingListSchema, viewingPlanSchema } from "./schemas";

const when = z.string().meta({ description: "ISO date-time" });

const viewingSchema = z
  .object({
    id: z.number().int(),
    lead_id: z.number().int(),
    status: z.enum(VIEWING_STATUSES),
    starts_at: when,
    date: z.string().meta({ description: "The day in Spain" }),
    time: z.string().meta({ description: "Spanish local time (Europe/Madrid)" }),
    duration_minutes: z.number().int(),
    meeting_point: z.string(),
    notes: z.string().nullable(),
    sequence: z.number().int().meta({ description: "The iCalendar SEQUENCE of the last invitation" }),
    project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    buyer: z.object({ first_name: z.string(), last_name: z.string() }),
  })
  .meta({ id: "Viewing" });

const one = z.object({ data: viewingSchema, meta: z.object({}) });

export const crmViewingsCall = defineCall({
  method: "get",
  path: "/api/crm/viewings",
  tag: "crm",
  summary: "Viewings in a window of days, earliest first (an agent: their own and those of leads they see; an owner: the partner's)",
  query: viewingListSchema,
  response: { description: "The viewings", schema: z.object({ data: z.array(viewingSchema), meta: z.object({}) }) },
  access: "staff",
});

export const crmViewingPlanCall = defineCall({
  method: "post",
  path: "/api/crm/viewings",
  tag: "crm",
  summary: "Plan a viewing for a lead: the buyer and the agent get an invitation with an .ics (METHOD:REQUEST)",
  description: "Date and time are Spanish local time (Europe/Madrid); the mails give the Dutch time too.",
  body: viewingPlanSchema,
  form: true,
  response: { status: 201, description: "The viewing", schema: one },
  access: "staff",
});

export const crmViewingChangeCall = defineCall({
  method: "patch",
  path: "/api/crm/viewings/{id}",
  tag: "crm",
  summary: "Change a viewing's time or place (a new invitation, SEQUENCE + 1), or mark it done or cancelled (METHOD:CANCEL)",
  params: idParamsSchema,
  body: viewingChangeSchema,
  form: true,
  response: { description: "The viewing after the change", schema: one },
  errors: [404],
  access: "staff",
});

export const crmCalendarFeedRenewCall = defineCall({
  method: "post",
  path: "/api/crm/calendar-feed",
  tag: "crm",
  summary: "A new secret calendar-feed URL for the logged-in user (shown once; the old one stops working)",
  response: { description: "The URL to subscribe to", schema: z.object({ data: z.object({ url: z.string() }), meta: z.object({}) }) },
  access: "staff",
});

export const crmCalendarFeedRevokeCall = defineCall({
  method: "delete",
  path: "/api/crm/calendar-feed",
  tag: "crm",
  summary: "Revoke the logged-in user's calendar feed: its URL answers 404 from now on",
  response: { description: "Revoked", schema: z.object({ data: z.object({ revoked: z.literal(true) }), meta: z.object({}) }) },
  access: "staff",
});

export const crmCalendarFeedCall = defineCall({
  method: "get",
  path: "/api/crm/calendar-feed",
  tag: "crm",
  summary: "A CRM user's viewings as an iCalendar feed (the secret URL; no log-in)",
  description: "An unknown or revoked token answers 404. Never stored by shared caches (`Cache-Control: private, no-store`).",
  query: calendarFeedQuerySchema,
  response: { description: "The calendar", mediaType: "text/calendar" },
  errors: [404],
});
