/**
 * The reply calls: a partner's reply templates (every colleague reads them, owners write them, the admin
 * any partner's) and replying to leads, one at a time or one template to several. Client-safe (contracts only).
 */
import { z } from "zod";
import { defineCall } from "../../api/call";
import { itemEnvelope, listEnvelope } from "../../api/envelopes";
import { idParamsSchema } from "../schemas";
import { PLACEHOLDERS } from "./placeholders";
import { bulkReplySchema, replySchema, templateCreateSchema, templateListSchema, templateUpdateSchema } from "./schemas";

const placeholders = PLACEHOLDERS.map((name) => `\`{${name}}\``).join(", ");

const templateSchema = z
  .object({
    id: z.number().int(),
    partner: z.object({ id: z.number().int(), name: z.string() }),
    name: z.string(),
    subject: z.string(),
    body: z.string().meta({ description: `Plain text with placeholders: ${placeholders}` }),
    updated_at: z.string().meta({ description: "ISO date-time" }),
  })
  .meta({ id: "ReplyTemplate" });

export const crmTemplatesCall = defineCall({
  method: "get",
  path: "/api/crm/reply-templates",
  tag: "crm",
  summary: "The reply templates of the caller's partner (an admin: every partner's, or one's)",
  query: templateListSchema,
  response: { description: "The templates, by partner and name", schema: listEnvelope(templateSchema) },
  access: "staff",
});

export const crmTemplateCreateCall = defineCall({
  method: "post",
  path: "/api/crm/reply-templates",
  tag: "crm",
  summary: "Add a reply template (owners for their partner; the admin for the partner it names)",
  description: `Placeholders: ${placeholders}; any other \`{word}\` is refused (422). Agents get 403; a name the partner has already, 409.`,
  body: templateCreateSchema,
  form: true,
  response: { status: 201, description: "The template", schema: itemEnvelope(templateSchema) },
  errors: [409],
  access: "staff",
});

export const crmTemplateUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/reply-templates/{id}",
  tag: "crm",
  summary: "Change a reply template's name, subject or text (owners; the admin)",
  description: "Another partner's template is a 404, as an unknown one.",
  params: idParamsSchema,
  body: templateUpdateSchema,
  form: true,
  response: { description: "The template after the change", schema: itemEnvelope(templateSchema) },
  errors: [404, 409],
  access: "staff",
});

export const crmTemplateDeleteCall = defineCall({
  method: "delete",
  path: "/api/crm/reply-templates/{id}",
  tag: "crm",
  summary: "Delete a reply template (owners; the admin)",
  params: idParamsSchema,
  response: { description: "Deleted", schema: itemEnvelope(z.object({ deleted: z.literal(true) })) },
  errors: [404],
  access: "staff",
});

const sentSchema = z.object({ data: z.object({ sent: z.array(z.number().int()).meta({ description: "The leads a reply was queued for" }) }), meta: z.object({}) });

export const crmLeadReplyCall = defineCall({
  method: "post",
  path: "/api/crm/leads/{id}/reply",
  tag: "crm",
  summary: "Mail the buyer of a lead: plain text and HTML in the partner's name, Reply-To the caller",
  description: `Placeholders still in the subject or text are filled for the lead (${placeholders}). Recorded in the history with its text; the first reply sets \`first_response_at\`, and a new lead becomes "contacted". A lead whose personal data was erased: 409.`,
  params: idParamsSchema,
  body: replySchema,
  form: true,
  response: { description: "The reply is queued", schema: sentSchema },
  errors: [404, 409],
  access: "staff",
});

export const crmLeadsBulkReplyCall = defineCall({
  method: "post",
  path: "/api/crm/leads/bulk-reply",
  tag: "crm",
  summary: "Send one template to several leads of its partner, each filled for its own lead",
  description: "All or nothing: a lead outside the caller's reach (another partner's, unknown) refuses the whole request with 404 and nothing is sent. At most 100 leads.",
  body: bulkReplySchema,
  form: true,
  response: { description: "The replies are queued", schema: sentSchema },
  errors: [404, 409],
  access: "staff",
});
