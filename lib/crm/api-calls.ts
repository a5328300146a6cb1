/** The CRM's JSON API, for the CRM pages and partners' own tools (staff Bearer token or the CRM session). */
import { z } from "zod";
import { loginSchema } from "../accounts/schemas";
import { defineCall } from "../api/call";
import { LEAD_KINDS, PARTS_OF_DAY } from "../leads/schemas";
import { LEAD_STATUSES, leadFiltersSchema, idParamsSchema, leadReassignSchema, leadUpdateSchema } from "./schemas";
import { pageEnvelope } from "../api/envelopes";
import { TEAM_ROLES } from "./staff-schemas";

const status = z.enum(LEAD_STATUSES);
const kind = z.enum(LEAD_KINDS);
const when = z.string().meta({ description: "ISO date-time" });

export const staffUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    scope: z.enum(["partner", "admin"]).meta({ description: "The spec's scope key" }),
    team_role: z.enum(TEAM_ROLES).nullable().meta({ description: "Owner (runs the partner's site and team) or agent (works leads); null for an admin" }),
    partner: z.object({ slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "StaffUser" });

const leadSummarySchema = z
  .object({
    id: z.number().int(),
    kind,
    status,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: when,
    first_response_at: when.nullable(),
    assignee: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: "The CRM user working the lead; null: unassigned" }),
  })
  .meta({ id: "LeadSummary" });

const eventSchema = z.object({
  kind: z.enum(["created", "status", "note", "reassigned", "anonymised", "assigned", "viewing_planned", "viewing_changed", "viewing_done", "viewing_cancelled", "replied"]),
  from_status: status.nullable(),
  to_status: status.nullable(),
  subject: z.string().nullable().meta({ description: "A reply's subject (its text is the note)" }),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: when,
});

const leadDetailSchema = leadSummarySchema
  .extend({
    zip_code: z.string().nullable(),
    address: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    preferred_date: z.string().nullable(),
    part_of_day: z.enum(PARTS_OF_DAY).nullable(),
    anonymised: z.boolean(),
    events: z.array(eventSchema),
    other_requests: z.array(z.object({ id: z.number().int(), kind, status, created_at: when, project: z.string().nullable() })),
  })
  .meta({ id: "LeadDetail" });

export const crmLoginCall = defineCall({
  method: "post",
  path: "/api/crm/login",
  tag: "crm",
  summary: "Log in as a CRM user for a Bearer token",
  description: "The client log-in's limits apply, counted for CRM accounts apart: per address, per account and address, and the per-account ceiling that slows guessing and mails the owner (see `POST /api/client-login`).",
  body: loginSchema,
  response: { description: "The user and `meta.token` (30 days)", schema: z.object({ data: z.object({ user: staffUserSchema }), meta: z.object({ token: z.string(), expires_at: when }) }) },
  errors: [401, 429],
});

export const crmLogoutCall = defineCall({
  method: "post",
  path: "/api/crm/logout",
  tag: "crm",
  summary: "Log out of the CRM: revoke this Bearer token, or end the session",
  description: "Takes no body: whatever is sent, in whatever content type, is ignored, so logging out always works. With the CRM session every session and token of the user ends (as a password change does).",
  response: { description: "Logged out", schema: z.object({ data: z.object({ logged_out: z.literal(true) }), meta: z.object({}) }) },
  access: "staff",
});

export const crmLeadsCall = defineCall({
  method: "get",
  path: "/api/crm/leads",
  tag: "crm",
  summary: "The inbox: this partner's leads (an admin: every partner's), filtered, sorted and paged",
  query: leadFiltersSchema,
  response: { description: "One page", schema: pageEnvelope(leadSummarySchema) },
  access: "staff",
});

export const crmLeadCall = defineCall({
  method: "get",
  path: "/api/crm/leads/{id}",
  tag: "crm",
  summary: "One lead with its history and the sender's other requests",
  params: idParamsSchema,
  response: { description: "The lead", schema: z.object({ data: leadDetailSchema, meta: z.object({}) }) },
  errors: [404],
  access: "staff",
});

export const crmLeadUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/leads/{id}",
  tag: "crm",
  summary: "Change a lead's status and/or add a note",
  params: idParamsSchema,
  body: leadUpdateSchema,
  form: true,
  response: { description: "The lead after the change", schema: z.object({ data: leadDetailSchema, meta: z.object({}) }) },
  errors: [404],
  access: "staff",
});

export const crmLeadReassignCall = defineCall({
  method: "post",
  path: "/api/crm/leads/{id}/reassign",
  tag: "crm",
  summary: "Give a lead to another partner (admins only)",
  params: idParamsSchema,
  body: leadReassignSchema,
  form: true,
  response: { description: "The lead after the change", schema: z.object({ data: leadDetailSchema, meta: z.object({}) }) },
  errors: [404],
  access: "admin",
});

export const crmLeadsExportCall = defineCall({
  method: "get",
  path: "/api/crm/leads/export",
  tag: "crm",
  summary: "The filtered inbox as CSV (UTF-8 with BOM, semicolons: opens in Excel)",
  description: "Logged: who, when, which filters, how many rows.",
  query: leadFiltersSchema,
  response: { description: "The CSV file", mediaType: "text/csv" },
  access: "staff",
});

export const crmDashboardCall = defineCall({
  method: "get",
  path: "/api/crm/dashboard",
  tag: "crm",
  summary: "New leads this week, leads per kind and per project, response times",
  response: {
    description: "The figures",
    schema: z.object({
      data: z.object({
        new_this_week: z.number().int(),
        per_kind: z.array(z.object({ kind, total: z.number().int() })),
        per_project: z.array(z.object({ project_id: z.number().int(), name: z.string(), total: z.number().int() })),
        response_hours: z.array(z.object({ lead_id: z.number().int(), hours: z.number() })),
      }),
      meta: z.object({}),
    }),
  },
  access: "staff",
});
