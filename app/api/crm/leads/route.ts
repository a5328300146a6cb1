import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadsCall } from "@/lib/crm/api-calls";
import { listLeads } from "@/lib/crm/leads";
import { leadSummary } from "@/lib/crm/present";

export const dynamic = "force-dynamic";

/** The inbox of the staff user's partner (an admin: all), filtered, sorted and paged. */
export const GET = withApi(crmLeadsCall, async ({ query, principal }) => {
  const scope = staffScope(principal);
  const { rows, total } = await listLeads(scope, query);
  return ok(rows.map(leadSummary), { total, page: query.page, per_page: query.per_page });
});
