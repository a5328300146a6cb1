/**
 * GET /media/projects/{id}/{n}-{scene}.svg: the generated project image. Pure computation from the
 * URL (no database), so the answer never changes and may be cached forever.
 */
import { z } from "zod";
import { projectImageSvg } from "@/lib/media/project-image";
import { parseImageFile } from "@/lib/media/project-image-url";

const paramsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number),
  file: z.string().max(40).transform((file, context) => {
    const image = parseImageFile(file);
    if (!image) {
      context.addIssue({ code: "custom", message: "unknown image" });
      return z.NEVER;
    }
    return image;
  }),
});

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { id, file } = parsed.data;
  return new Response(projectImageSvg(id, file.image, file.scene), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      // An SVG opened on its own must not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
