import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { projectUnitsCall } from "@/lib/catalogue/api-calls";
import { getProjectUnits } from "@/lib/catalogue/project/queries";

export const dynamic = "force-dynamic";

/** Spec section 7 `project/units`: `project_id` plus optional exact `type_id`, `bedrooms`, `status`. */
export const POST = withApi(projectUnitsCall, async ({ body, site }) => {
  const { project_id, partner, ...filters } = body;
  void partner;
  const units = await getProjectUnits(project_id, filters, site.partnerId);
  if (!units) throw new AppError("not_found", "projectNotFound");
  return ok(units, { total: units.length, filters });
});
