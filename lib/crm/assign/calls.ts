/**
 * The calls of lead assignment, bulk actions, follow-up tasks, "Vandaag" and the owner's assignment
 * settings. Client-safe (contracts only).
 */
import { z } from "zod";
import { defineCall } from "../../api/call";
import { itemEnvelope, listEnvelope } from "../../api/envelopes";
import { LEAD_KINDS } from "../../leads/schemas";
import { idParamsSchema } from "../schemas";
import { ASSIGN_MODES, TASK_KINDS } from "./kinds";
import { assignSettingsSchema, bulkAssignSchema, bulkStatusSchema, leadAssignSchema, taskCreateSchema, taskUpdateSchema, todayQuerySchema } from "./schemas";

const when = z.string().meta({ description: "ISO date-time" });
const person = z.object({ id: z.number().int(), name: z.string() });

const taskSchema = z
  .object({
    id: z.number().int(),
    lead_id: z.number().int(),
    kind: z.enum(TASK_KINDS),
    due_at: when,
    note: z.string().nullable(),
    done: z.boolean(),
    done_at: when.nullable(),
    assignee: person.nullable(),
    created_at: when,
  })
  .meta({ id: "LeadTask" });

const changed = itemEnvelope(z.object({ changed: z.number().int().meta({ description: "Leads that changed (the others already had it)" }) }));

export const crmLeadAssignCall = defineCall({
  method: "post",
  path: "/api/crm/leads/{id}/assign",
  tag: "crm",
  summary: "Assign a lead to a colleague of its partner, or to nobody",
  description: "Recorded in the history (who, from, to); the new assignee is mailed. Agents may assign the leads they see (their own and unassigned ones).",
  params: idParamsSchema,
  body: leadAssignSchema,
  form: true,
  response: { description: "The lead's assignee now", schema: itemEnvelope(z.object({ lead_id: z.number().int(), assignee: person.nullable() })) },
  errors: [404],
  access: "staff",
});

export const crmLeadsBulkAssignCall = defineCall({
  method: "post",
  path: "/api/crm/leads/bulk-assign",
  tag: "crm",
  summary: "Assign several leads at once (at most 100)",
  description: "All or nothing: one lead outside the caller's scope makes it a 404 and nothing changes.",
  body: bulkAssignSchema,
  form: true,
  response: { description: "How many changed", schema: changed },
  errors: [404],
  access: "staff",
});

export const crmLeadsBulkStatusCall = defineCall({
  method: "post",
  path: "/api/crm/leads/bulk-status",
  tag: "crm",
  summary: "Set the status of several leads at once (at most 100)",
  description: "Each change is a history event, and a first one the response time; a lead outside the caller's scope makes it a 404.",
  body: bulkStatusSchema,
  form: true,
  response: { description: "How many changed", schema: changed },
  errors: [404],
  access: "staff",
});

export const crmLeadTasksCall = defineCall({
  method: "get",
  path: "/api/crm/leads/{id}/tasks",
  tag: "crm",
  summary: "A lead's follow-up tasks, open ones first by due time",
  params: idParamsSchema,
  response: { description: "The tasks", schema: listEnvelope(taskSchema) },
  errors: [404],
  access: "staff",
});

export const crmLeadTaskCreateCall = defineCall({
  method: "post",
  path: "/api/crm/leads/{id}/tasks",
  tag: "crm",
  summary: "Add a follow-up task to a lead (call back, send the price list, follow up after a viewing, other)",
  params: idParamsSchema,
  body: taskCreateSchema,
  form: true,
  response: { status: 201, description: "The task", schema: itemEnvelope(taskSchema) },
  errors: [404],
  access: "staff",
});

export const crmTaskUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/tasks/{id}",
  tag: "crm",
  summary: "Mark a task done (or not), or change its kind, time, assignee or note",
  params: idParamsSchema,
  body: taskUpdateSchema,
  form: true,
  response: { description: "The task", schema: itemEnvelope(taskSchema) },
  errors: [404],
  access: "staff",
});

export const crmTodayCall = defineCall({
  method: "get",
  path: "/api/crm/today",
  tag: "crm",
  summary: "Vandaag: open tasks due today or overdue, and new unanswered leads (own or unassigned), newest first",
  description: "Today in the partner's time zone. An agent sees only their own list; another's `staff_id` is a 404.",
  query: todayQuerySchema,
  response: {
    description: "The list",
    schema: itemEnvelope(
      z.object({
        staff: person,
        tasks: z.array(z.object({ id: z.number().int(), lead_id: z.number().int(), lead_name: z.string(), kind: z.enum(TASK_KINDS), due_at: when, overdue: z.boolean(), note: z.string().nullable() })),
        leads: z.array(z.object({ id: z.number().int(), kind: z.enum(LEAD_KINDS), name: z.string(), project: z.string().nullable(), created_at: when, assigned_to_me: z.boolean() })),
        matches: z
          .array(
            z.object({
              project_id: z.number().int(),
              project: z.string(),
              reason: z.enum(["new", "price_drop"]).meta({ description: "Published or newly matching, or its price dropped" }),
              clients: z.number().int().meta({ description: "The partner's registered clients whose saved searches were alerted" }),
              unopened: z.number().int().meta({ description: "Of those, not yet opened as a `match` lead" }),
              at: when,
            }),
          )
          .meta({ description: "The partner's projects that newly match its clients' saved searches (the last 14 days), while some of those clients are not opened as leads; newest first" }),
      }),
    ),
  },
  errors: [404],
  access: "staff",
});

const settingsSchema = z.object({ assign_mode: z.enum(ASSIGN_MODES), time_zone: z.string(), projects: z.array(z.object({ project_id: z.number().int(), staff_id: z.number().int() })) }).meta({ id: "AssignSettings" });

export const crmAssignSettingsCall = defineCall({
  method: "get",
  path: "/api/crm/assign-settings",
  tag: "crm",
  summary: "How new leads get an agent, and the partner's time zone (owners only)",
  response: { description: "The settings", schema: itemEnvelope(settingsSchema) },
  access: "owner",
});

export const crmAssignSettingsUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/assign-settings",
  tag: "crm",
  summary: "Set how new leads get an agent (by hand, round robin, per project) and the time zone (owners only)",
  description: "Round robin goes in turn among the partner's active agents; per project uses the list and falls back to round robin.",
  body: assignSettingsSchema,
  form: true,
  response: { description: "The settings", schema: itemEnvelope(settingsSchema) },
  access: "owner",
});
