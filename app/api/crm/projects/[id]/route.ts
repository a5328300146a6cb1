import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeProject } from "@/lib/crm/project-changes";
import { crmProjectCall, crmProjectUpdateCall } from "@/lib/crm/project-calls";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { getCrmProject } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** One project the staff user may manage; another partner's is a 404, as an unknown one. */
export const GET = withApi(crmProjectCall, async ({ params, principal }) => {
  const scope = staffScope(principal);
  const found = await getCrmProject(scope, params.id);
  if (!found) throw new AppError("not_found", "projectNotFound");
  return ok(crmProjectDetail(found));
});

/** Texts, status, delivery date, featured, publication; the catalogue is revalidated when something changed. */
export const PATCH = withApi(crmProjectUpdateCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  const changed = await changeProject(scope, params.id, body);
  const found = await getCrmProject(scope, params.id);
  if (!found) throw new AppError("not_found", "projectNotFound");
  return ok(crmProjectDetail(found), { changed });
});
