import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { AppError } from "@/lib/app-error";
import { crmFiguresExportCall } from "@/lib/figures/api-calls";
import { figuresCsv } from "@/lib/figures/export";
import { figuresReport } from "@/lib/figures/report";

export const dynamic = "force-dynamic";

/** The figures per project and week as a CSV file, within the same access as `GET /api/crm/figures`. */
export const GET = withApi(crmFiguresExportCall, async ({ query, principal }) => {
  const report = await figuresReport(staffScope(principal), query, { rows: true });
  if (!report) throw new AppError("not_found", "unknownPartner");
  return new Response(figuresCsv(report.rows ?? []), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cijfers-${report.from}-${report.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
