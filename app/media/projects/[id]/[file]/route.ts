/**
 * GET /media/projects/{id}/{n}-{scene}.svg: the generated project image. Pure computation from the
 * URL (no database), so the answer never changes and may be cached forever.
 * GET /media/projects/{id}/photo-{image}-{width}.webp: a feed's photo as the image job stored it. A
 * changed photo gets a new image id, so these may be cached forever too; except a larger file standing in
 * for a width the job has yet to make, which is cached briefly so that the right file follows. A photo
 * of an unpublished project (a draft listing, a project its feed dropped) is a 404 to the public and
 * only shown, never stored by a cache, to the CRM users who manage that project.
 */
import { z } from "zod";
import { authenticate, staffScope } from "@/lib/api/auth";
import { managesProject } from "@/lib/crm/projects";
import { db } from "@/lib/db/client";
import { readPhoto } from "@/lib/feeds/images/photos";
import { projectImageSvg } from "@/lib/media/project-image";
import { parseImageFile } from "@/lib/media/project-image-url";
import { MEDIA_POLICY, mediaNotFound, SVG_MEDIA_POLICY } from "@/lib/security/media-headers";

const idSchema = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);

const FOREVER = { "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" };
const STAND_IN = { "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" };
const UNPUBLISHED = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/** Whether the caller (a CRM session or Bearer token) manages this project. */
async function managedByCaller(request: Request, projectId: number): Promise<boolean> {
  const principal = await authenticate(request);
  return principal.kind === "staff" && managesProject(staffScope(principal), projectId);
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id: rawId, file: rawFile } = await params;
  const id = idSchema.safeParse(rawId);
  const file = rawFile.length <= 60 ? parseImageFile(rawFile) : null;
  if (!id.success || !file) return mediaNotFound();
  if (file.kind === "photo") {
    const photo = await readPhoto(await db(), id.data, file.imageId, file.width);
    if (!photo || (!photo.published && !(await managedByCaller(request, id.data)))) return mediaNotFound();
    const caching = !photo.published ? UNPUBLISHED : photo.width === file.width ? FOREVER : STAND_IN;
    return new Response(new Uint8Array(photo.content), { headers: { "Content-Type": "image/webp", ...caching, "Content-Security-Policy": MEDIA_POLICY } });
  }
  return new Response(projectImageSvg(id.data, file.image, file.scene), {
    headers: {
      "Content-Type": "image/svg+xml",
      ...FOREVER,
      // An SVG opened on its own must not run anything.
      "Content-Security-Policy": SVG_MEDIA_POLICY,
    },
  });
}
