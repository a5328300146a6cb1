import { fail, ok } from "@/lib/api/respond";
import { readJsonBody, validate } from "@/lib/api/validation";
import { apiSiteBase } from "@/lib/catalogue/project/api-site";
import { toProjectDetail } from "@/lib/catalogue/project/detail";
import { findProjectIdBySlug, getProjectDetail } from "@/lib/catalogue/project/queries";
import { propertyRequestBranch } from "@/lib/catalogue/project/schemas";

export const dynamic = "force-dynamic";

/** Spec section 7 `property`: `{ id }` or `{ slug }` -> the project detail with units and file list; 404 when unknown. */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = validate(propertyRequestBranch(body.data), body.data);
  if (!input.ok) return input.response;

  const id = "id" in input.data ? input.data.id : await findProjectIdBySlug(input.data.slug);
  const record = id === null ? null : await getProjectDetail(id);
  if (!record) return fail("not_found", "Project niet gevonden");

  const site = await apiSiteBase(request, input.data.partner);
  // No client log-in exists yet: every caller is a guest, so confidential files carry no download URL.
  return ok(toProjectDetail(record, site, { client: false }));
}
