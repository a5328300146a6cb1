/**
 * GET /media/partners/{id}/about-photo?w=480|960: a partner's "over ons" photo, WebP as resized on
 * upload, with the same safe headers as the logo's route.
 */
import { z } from "zod";
import { ABOUT_PHOTO_WIDTHS } from "@/lib/partners/about-photo";
import { readAboutPhoto } from "@/lib/partners/about-photo-store";
import { MEDIA_POLICY, mediaNotFound } from "@/lib/security/media-headers";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });
/** The asked width when it is one stored, else the largest. */
const widthOf = (asked: string | null) => ABOUT_PHOTO_WIDTHS.find((width) => String(width) === asked) ?? Math.max(...ABOUT_PHOTO_WIDTHS);

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return mediaNotFound();
  const width = widthOf(new URL(request.url).searchParams.get("w"));
  const photo = await readAboutPhoto(parsed.data.id, width);
  if (!photo) return mediaNotFound();
  return new Response(new Uint8Array(photo.content), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(photo.content.length),
      // The URL carries a version (?v=): a new photo is a new URL.
      "Cache-Control": "public, max-age=86400",
      "Last-Modified": photo.updatedAt.toUTCString(),
      "Content-Security-Policy": MEDIA_POLICY,
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
