import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { projectFilesCall } from "@/lib/catalogue/api-calls";
import { getProjectFiles } from "@/lib/catalogue/project/detail";

export const dynamic = "force-dynamic";

/** Spec section 7 `project/files`: the file list of a project, never the content; confidential files carry a `download_url` only for a logged-in client. */
export const POST = withApi(projectFilesCall, async ({ body, principal, site }) => {
  const client = principal.kind === "client";
  const files = await getProjectFiles(body.project_id, { client }, site.partnerId);
  if (!files) throw new AppError("not_found", "projectNotFound");
  return ok(files, { client });
});
