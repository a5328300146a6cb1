import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmListingFilesCall, crmListingFileUploadCall } from "@/lib/crm/listing-file-calls";
import { addListingFile, listListingFiles } from "@/lib/crm/listing-files";

export const dynamic = "force-dynamic";

/** The project's files (another partner's project is a 404). */
export const GET = withApi(crmListingFilesCall, async ({ params, principal }) => ok(await listListingFiles(staffScope(principal), params.id)));

/** A new PDF of a hand-made listing the staff user may edit. */
export const POST = withApi(crmListingFileUploadCall, async ({ params, body, principal }) => {
  const { data, ...file } = body;
  return ok(await addListingFile(staffScope(principal), params.id, { ...file, bytes: Buffer.from(data, "base64") }), {}, { status: 201 });
});
