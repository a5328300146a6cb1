import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadReassignCall } from "@/lib/crm/api-calls";
import { getLead, reassignLead } from "@/lib/crm/leads";
import { leadDetail } from "@/lib/crm/present";

export const dynamic = "force-dynamic";

/** The main brand's admin gives a lead to another partner; partner users get a 403. */
export const POST = withApi(crmLeadReassignCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await reassignLead(scope, params.id, body.partner_id);
  const found = await getLead(scope, params.id);
  if (!found) throw new AppError("not_found", "leadNotFound");
  return ok(leadDetail(found));
});
