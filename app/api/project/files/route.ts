import { fail, ok } from "@/lib/api/respond";
import { parseJsonBody } from "@/lib/api/validation";
import { getProjectFiles } from "@/lib/catalogue/project/detail";
import { filesRequestSchema } from "@/lib/catalogue/project/schemas";

export const dynamic = "force-dynamic";

/**
 * Spec section 7 `project/files`: the file list of a project, never the content. Confidential files
 * carry a `download_url` only for a logged-in client. There is no client log-in yet, so every caller
 * is a guest for now; the accounts feature passes the real viewer here.
 */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, filesRequestSchema);
  if (!input.ok) return input.response;
  const client = false;
  const files = await getProjectFiles(input.data.project_id, { client });
  if (!files) return fail("not_found", "Project niet gevonden");
  return ok(files, { client });
}
