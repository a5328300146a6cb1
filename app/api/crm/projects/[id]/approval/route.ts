import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmApprovalCall } from "@/lib/crm/listing-calls";
import { setApproval } from "@/lib/crm/listing-writes";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { getCrmProject } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** An admin's approval of a partner's listing (the wrapper refuses anyone else). */
export const POST = withApi(crmApprovalCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  const changed = await setApproval(scope, params.id, body.approved);
  const found = await getCrmProject(scope, params.id);
  if (!found) throw new AppError("not_found", "projectNotFound");
  return ok(crmProjectDetail(found), { changed });
});
