import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { fileDownloadCall } from "@/lib/catalogue/api-calls";
import { getDownloadableFile } from "@/lib/catalogue/project/download";

export const dynamic = "force-dynamic";

/** The stored file: public files to everyone, confidential ones (price lists, floor plans, brochures) only to logged-in clients. */
export const GET = withApi(fileDownloadCall, async ({ params, principal }) => {
  const file = await getDownloadableFile(params.id);
  if (!file) throw new AppError("not_found", "fileNotFound");
  if (file.confidential && principal.kind !== "client") throw new AppError("unauthorized", "fileLoginRequired");

  // An ASCII name for every browser, the real one (RFC 5987) for those that read it.
  const name = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // A client's document: never kept by a shared cache, nor by the browser for the next user.
      "Cache-Control": "private, no-store",
    },
  });
});
