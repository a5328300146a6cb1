import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { bulkStatus } from "@/lib/crm/assign/bulk";
import { crmLeadsBulkStatusCall } from "@/lib/crm/assign/calls";

export const dynamic = "force-dynamic";

/** The inbox's "Status zetten" for the selected leads: all within the caller's scope, or a 404. */
export const POST = withApi(crmLeadsBulkStatusCall, async ({ body, principal }) => ok({ changed: await bulkStatus(staffScope(principal), body.lead_ids, body.status) }));
