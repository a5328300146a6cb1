import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { crmLeadsExportCall } from "@/lib/crm/api-calls";
import { exportLeadsCsv } from "@/lib/crm/export";

export const dynamic = "force-dynamic";

/** The filtered inbox as a CSV file (logged: who, when, which filters, how many rows). */
export const GET = withApi(crmLeadsExportCall, async ({ query, principal }) => {
  const scope = staffScope(principal);
  const { page, per_page, ...filters } = query;
  void page;
  void per_page;
  const { csv } = await exportLeadsCsv(scope, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aanvragen-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
