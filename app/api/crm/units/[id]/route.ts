import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeUnit } from "@/lib/crm/project-changes";
import { crmUnitUpdateCall } from "@/lib/crm/project-calls";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { getCrmProject, projectIdOfUnit } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** A unit's price and status (a 404 for another partner's unit); answers with its project. */
export const PATCH = withApi(crmUnitUpdateCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  const changed = await changeUnit(scope, params.id, body);
  const projectId = await projectIdOfUnit(params.id);
  const found = projectId === null ? null : await getCrmProject(scope, projectId);
  if (!found) throw new AppError("not_found", "unitNotFound");
  return ok(crmProjectDetail(found), { changed });
});
