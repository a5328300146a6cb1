import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmViewingChangeCall } from "@/lib/crm/viewings/calls";
import { changeViewing } from "@/lib/crm/viewings/data";
import { viewingForApi } from "@/lib/crm/viewings/present";
import { getViewing } from "@/lib/crm/viewings/queries";

export const dynamic = "force-dynamic";

/** A new time or place, or done / cancelled; another partner's viewing is a 404. */
export const PATCH = withApi(crmViewingChangeCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await changeViewing(scope, params.id, body);
  const row = await getViewing(scope, params.id);
  if (!row) throw new AppError("not_found", "viewingNotFound");
  return ok(viewingForApi(row));
});
