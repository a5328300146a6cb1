import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmPhotoArrangeCall, crmPhotoUploadCall } from "@/lib/crm/listing-calls";
import { addPhoto, arrangePhotos } from "@/lib/crm/listing-photos";
import { crmProjectDetail } from "@/lib/crm/project-present";
import { getCrmProject, type CrmProject } from "@/lib/crm/projects";

export const dynamic = "force-dynamic";

function present(found: CrmProject | null) {
  if (!found) throw new AppError("not_found", "projectNotFound");
  return crmProjectDetail(found);
}

/** A new photo of a hand-made listing the staff user may edit (another partner's is a 404). */
export const POST = withApi(crmPhotoUploadCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await addPhoto(scope, params.id, Buffer.from(body.data, "base64"));
  return ok(present(await getCrmProject(scope, params.id)), {}, { status: 201 });
});

/** The photos to keep, in order. */
export const PATCH = withApi(crmPhotoArrangeCall, async ({ params, body, principal }) => {
  const scope = staffScope(principal);
  await arrangePhotos(scope, params.id, body.image_ids);
  return ok(present(await getCrmProject(scope, params.id)));
});
