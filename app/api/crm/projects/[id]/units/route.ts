import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmUnitCreateCall } from "@/lib/crm/listing-calls";
import { addUnit } from "@/lib/crm/listing-writes";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { getCrmProject } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** A new unit of a project the staff user may manage (another partner's is a 404). */
export const POST = withApi(crmUnitCreateCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await addUnit(scope, params.id, body);
  const found = await getCrmProject(scope, params.id);
  if (!found) throw new AppError("not_found", "projectNotFound");
  return ok(crmProjectDetail(found), {}, { status: 201 });
});
