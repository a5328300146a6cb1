import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmProjectsCall } from "@/lib/crm/project-calls";
import { crmProjectSummary } from "@/lib/crm/project-present";
import { listCrmProjects } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** The projects of the staff user's partner's feeds (an admin: all), searched and paged. */
export const GET = withApi(crmProjectsCall, async ({ query, principal }) => {
  const scope = staffScope(principal);
  const { rows, total } = await listCrmProjects(scope, query);
  return ok(rows.map(crmProjectSummary), { total, page: query.page, per_page: query.per_page });
});
