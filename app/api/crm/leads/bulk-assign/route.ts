import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { assignLeads } from "@/lib/crm/assign/assign";
import { crmLeadsBulkAssignCall } from "@/lib/crm/assign/calls";

export const dynamic = "force-dynamic";

/** The inbox's "Toewijzen aan" for the selected leads: all within the caller's scope, or a 404. */
export const POST = withApi(crmLeadsBulkAssignCall, async ({ body, principal }) => ok({ changed: await assignLeads(staffScope(principal), body.lead_ids, body.staff_id) }));
