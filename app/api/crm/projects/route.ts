import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { AppError } from "@/lib/app-error";
import { crmListingCreateCall } from "@/lib/crm/listing-calls";
import { createListing } from "@/lib/crm/listing-writes";
import { crmProjectsCall } from "@/lib/crm/project-calls";
import { crmProjectDetail, crmProjectSummary } from "@/lib/crm/project-present";
import { getCrmProject, listCrmProjects } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

/** The projects of the staff user's partner's feeds (an admin: all), searched and paged. */
export const GET = withApi(crmProjectsCall, async ({ query, principal }) => {
  const scope = staffScope(principal);
  const { rows, total } = await listCrmProjects(scope, query);
  return ok(rows.map(crmProjectSummary), { total, page: query.page, per_page: query.per_page });
});

/** A new listing by hand: the partner's own (an admin's: the main brand's). */
export const POST = withApi(crmListingCreateCall, async ({ body, principal }) => {
  const scope = staffScope(principal);
  const id = await createListing(scope, body);
  const found = await getCrmProject(scope, id);
  if (!found) throw new AppError("not_found", "projectNotFound");
  return ok(crmProjectDetail(found), {}, { status: 201 });
});
