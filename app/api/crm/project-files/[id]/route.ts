import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmListingFileChangeCall, crmListingFileDeleteCall } from "@/lib/crm/listing-file-calls";
import { changeListingFile, deleteListingFile } from "@/lib/crm/listing-files";

export const dynamic = "force-dynamic";

/** A new title, kind or confidential flag (another partner's file is a 404). */
export const PATCH = withApi(crmListingFileChangeCall, async ({ params, body, principal }) => ok(await changeListingFile(staffScope(principal), params.id, body)));

export const DELETE = withApi(crmListingFileDeleteCall, async ({ params, principal }) => {
  await deleteListingFile(staffScope(principal), params.id);
  return ok({ deleted: true as const });
});
