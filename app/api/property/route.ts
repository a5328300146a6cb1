import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { propertyCall } from "@/lib/catalogue/api-calls";
import { toProjectDetail } from "@/lib/catalogue/project/detail";
import { findProjectIdBySlug, getProjectDetail } from "@/lib/catalogue/project/queries";

export const dynamic = "force-dynamic";

/** Spec section 7 `property`: `{ id }` or `{ slug }` -> the project detail with units and file list; 404 when unknown. */
export const POST = withApi(propertyCall, async ({ body, site, principal }) => {
  const id = body.id ?? (body.slug ? await findProjectIdBySlug(body.slug, site.partnerId) : null);
  const record = id === null ? null : await getProjectDetail(id, site.partnerId);
  if (!record) throw new AppError("not_found", "projectNotFound");
  return ok(toProjectDetail(record, site, { client: principal.kind === "client" }));
});
