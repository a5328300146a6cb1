/**
 * GET /media/partners/{id}/logo: a partner's logo, from the database, as re-encoded on upload (WebP;
 * one stored as uploaded before that is encoded on its first request, or never served when the upload
 * checks refuse it). The answer says what it is: its type, nosniff, and a policy under which nothing
 * in it could run.
 */
import { z } from "zod";
import { readLogo } from "@/lib/partners/logo-store";
import { MEDIA_POLICY, mediaNotFound } from "@/lib/security/media-headers";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return mediaNotFound();
  const logo = await readLogo(parsed.data.id);
  if (!logo) return mediaNotFound();
  return new Response(new Uint8Array(logo.content), {
    headers: {
      "Content-Type": logo.mimeType,
      "Content-Length": String(logo.content.length),
      // The URL carries a version (?v=): a new logo is a new URL. A day keeps an old URL from living on forever.
      "Cache-Control": "public, max-age=86400",
      "Last-Modified": logo.updatedAt.toUTCString(),
      "Content-Security-Policy": MEDIA_POLICY,
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
