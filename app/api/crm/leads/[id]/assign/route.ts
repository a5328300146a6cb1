import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { assignLeads } from "@/lib/crm/assign/assign";
import { crmLeadAssignCall } from "@/lib/crm/assign/calls";
import { getLead } from "@/lib/crm/leads";

export const dynamic = "force-dynamic";

/** A lead the caller sees goes to a colleague of its partner (or to nobody); out of scope is a 404. */
export const POST = withApi(crmLeadAssignCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await assignLeads(scope, [params.id], body.staff_id);
  // An agent who gave the lead away no longer sees it: the answer says so without reading it again.
  const found = await getLead(scope, params.id);
  const assignee = body.staff_id === null ? null : { id: body.staff_id, name: found?.assigneeName ?? "" };
  return ok({ lead_id: params.id, assignee });
});
