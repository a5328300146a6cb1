import { fail, ok } from "@/lib/api/respond";
import { parseJsonBody } from "@/lib/api/validation";
import { getProjectUnits } from "@/lib/catalogue/project/queries";
import { unitsRequestSchema } from "@/lib/catalogue/project/schemas";

export const dynamic = "force-dynamic";

/** Spec section 7 `project/units`: `project_id` plus optional exact `type_id`, `bedrooms`, `status`. */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, unitsRequestSchema);
  if (!input.ok) return input.response;
  const { project_id, ...filters } = input.data;
  const units = await getProjectUnits(project_id, filters);
  if (!units) return fail("not_found", "Project niet gevonden");
  return ok(units, { total: units.length, filters });
}
