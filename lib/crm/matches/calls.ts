/** Buyers who match (lib/crm/matches/matches.ts): which registered clients' saved searches match a project, and opening them as leads. */
import { z } from "zod";
import { defineCall } from "../../api/call";
import { fieldMessage } from "../../i18n/validation";
import { idParamsSchema } from "../schemas";

const matchingClientSchema = z.object({
  client_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  searches: z.array(z.string()).meta({ description: "The names of the client's saved searches that match" }),
  lead_id: z.number().int().nullable().meta({ description: "The `match` lead already opened for this client (null: not yet)" }),
});

const matchGroupSchema = z
  .object({ partner: z.object({ id: z.number().int(), name: z.string() }), clients: z.array(matchingClientSchema) })
  .meta({ id: "ProjectMatchGroup" });

const openMatchesSchema = z.strictObject({
  partner_id: z
    .number(fieldMessage("partnerRequired"))
    .int(fieldMessage("partnerRequired"))
    .positive(fieldMessage("partnerRequired"))
    .max(2_147_483_647, fieldMessage("partnerRequired"))
    .optional()
    .meta({ description: "Whose clients to open: an admin must name the partner; a partner user may leave it out (its own)" }),
});

const TENANCY = "A partner's user sees only its own registered clients (clients.partner_id), on projects it manages (another's project is a 404); an admin sees every partner's, per partner. Only active searches (not paused, not unsubscribed) count.";

export const crmProjectMatchesCall = defineCall({
  method: "get",
  path: "/api/crm/projects/{id}/matches",
  tag: "crm",
  summary: "The registered clients whose saved searches match a project, per partner",
  description: `Matching is the saved-search alerts' own rule (the search's filters on the listed projects). ${TENANCY}`,
  params: idParamsSchema,
  response: { description: "The matching clients per partner", schema: z.object({ data: z.array(matchGroupSchema), meta: z.object({ total: z.number().int() }) }) },
  errors: [404],
  access: "staff",
});

export const crmProjectMatchesOpenCall = defineCall({
  method: "post",
  path: "/api/crm/projects/{id}/matches",
  tag: "crm",
  summary: "Open the matching clients of one partner as leads of kind `match`",
  description: `Idempotent: a client already opened for this project and partner is not opened again (\`meta.created\` counts the new leads). Nothing is mailed: the clients get their normal saved-search alert. ${TENANCY}`,
  params: idParamsSchema,
  body: openMatchesSchema,
  response: { description: "The partner's matching clients with their leads", schema: z.object({ data: matchGroupSchema.nullable(), meta: z.object({ created: z.number().int() }) }) },
  errors: [404, 422],
  access: "staff",
});
