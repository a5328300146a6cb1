import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { confidentialInfoCall } from "@/lib/catalogue/api-calls";
import { getConfidentialInfo } from "@/lib/catalogue/project/confidential";

export const dynamic = "force-dynamic";

/** The confidential information of a project, for a logged-in client only (the cached project page never holds it). */
export const POST = withApi(confidentialInfoCall, async ({ body, site }) => {
  const info = await getConfidentialInfo(body.project_id, { client: true }, site.partnerId);
  if (info === undefined) throw new AppError("not_found", "projectNotFound");
  return ok({ project_id: body.project_id, info });
});
