import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { AppError } from "@/lib/app-error";
import { crmFiguresCall } from "@/lib/figures/api-calls";
import { figuresForApi } from "@/lib/figures/present";
import { figuresReport } from "@/lib/figures/report";

export const dynamic = "force-dynamic";

/** A site's figures: the user's own partner's (an admin: the partner asked for, or the main brand's). */
export const GET = withApi(crmFiguresCall, async ({ query, principal }) => {
  const report = await figuresReport(staffScope(principal), query, { rows: query.detail === "weeks" });
  if (!report) throw new AppError("not_found", "unknownPartner");
  const { data, meta } = figuresForApi(report, query);
  return ok(data, meta);
});
