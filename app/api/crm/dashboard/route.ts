import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmDashboardCall } from "@/lib/crm/api-calls";
import { dashboardFigures } from "@/lib/crm/dashboard";

export const dynamic = "force-dynamic";

/** The dashboard's figures for the staff user's partner (an admin: all partners). */
export const GET = withApi(crmDashboardCall, async ({ principal }) => {
  const scope = staffScope(principal);
  const figures = await dashboardFigures(scope);
  return ok({
    new_this_week: figures.newThisWeek,
    per_kind: figures.perKind,
    per_project: figures.perProject.map((row) => ({ project_id: row.projectId!, name: row.name, total: row.total })),
    response_hours: figures.responseHours.map((row) => ({ lead_id: row.id, hours: row.hours })),
  });
});
