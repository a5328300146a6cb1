import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmViewingPlanCall, crmViewingsCall } from "@/lib/crm/viewings/calls";
import { planViewing } from "@/lib/crm/viewings/data";
import { viewingForApi } from "@/lib/crm/viewings/present";
import { getViewing, listViewings } from "@/lib/crm/viewings/queries";
import { madridInstant, madridParts } from "@/lib/crm/viewings/time";

export const dynamic = "force-dynamic";

/** The viewings the caller may see, from a Spanish day (default today) for some days. */
export const GET = withApi(crmViewingsCall, async ({ query, principal }) => {
  const from = madridInstant(query.from ?? madridParts(new Date()).date, "00:00")!;
  const rows = await listViewings(staffScope(principal), { from, days: query.days, status: query.status });
  return ok(rows.map(viewingForApi));
});

/** Plans a viewing for a lead the caller may see; the invitations go out through the outbox. */
export const POST = withApi(crmViewingPlanCall, async ({ body, principal }) => {
  const scope = staffScope(principal);
  const { id } = await planViewing(scope, body);
  const row = await getViewing(scope, id);
  if (!row) throw new AppError("not_found", "viewingNotFound");
  return ok(viewingForApi(row), {}, { status: 201 });
});
