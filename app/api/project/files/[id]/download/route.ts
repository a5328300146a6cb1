import { fail } from "@/lib/api/respond";
import { getDownloadableFile } from "@/lib/catalogue/project/download";
import { MAX_PROJECT_ID } from "@/lib/catalogue/project/schemas";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/project/files/{id}/download: the stored file. Public files go to everyone; confidential
 * ones (price lists, floor plans, brochures) only to logged-in clients. There is no client log-in
 * yet, so a confidential file always answers 401 here; the accounts feature checks the session.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id } = await params;
  const fileId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  const file = fileId > 0 && fileId <= MAX_PROJECT_ID ? await getDownloadableFile(fileId) : null;
  if (!file) return fail("not_found", "Bestand niet gevonden");
  const client = false;
  if (file.confidential && !client) return fail("unauthorized", "Log in of registreer om dit bestand te downloaden");

  const name = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
