import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadCall, crmLeadUpdateCall } from "@/lib/crm/api-calls";
import { getLead, updateLead } from "@/lib/crm/leads";
import { leadDetail } from "@/lib/crm/present";

export const dynamic = "force-dynamic";

/** One lead of the staff user's partner (an admin: any); another partner's is a 404, as an unknown one. */
export const GET = withApi(crmLeadCall, async ({ params, principal }) => {
  const scope = staffScope(principal);
  const found = await getLead(scope, params.id);
  if (!found) throw new AppError("not_found", "leadNotFound");
  return ok(leadDetail(found));
});

/** A status change with an optional note, or a note alone. */
export const PATCH = withApi(crmLeadUpdateCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await updateLead(scope, params.id, body);
  const found = await getLead(scope, params.id);
  if (!found) throw new AppError("not_found", "leadNotFound");
  return ok(leadDetail(found));
});
