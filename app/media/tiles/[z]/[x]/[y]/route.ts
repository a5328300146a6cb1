/**
 * GET /media/tiles/{z}/{x}/{y}: one raster tile of the operator's tile source (MAP_TILES_URL), fetched
 * by the site (lib/media/map-tiles.ts). A 404 without a source or for a tile outside the grid; a 502
 * with Retry-After when the source fails or sends something other than an image. Browsers and nginx
 * keep a tile as long as the source allows (an hour to a week).
 */
import { z } from "zod";
import { fetchTile, tileSource } from "@/lib/media/map-tiles";
import { isTile } from "@/lib/media/tile-grid";
import { MEDIA_POLICY, mediaNotFound } from "@/lib/security/media-headers";

export const dynamic = "force-dynamic";

const coordinate = z.string().regex(/^\d{1,6}$/).transform(Number);
const paramsSchema = z.object({ z: coordinate, x: coordinate, y: coordinate });

export async function GET(_request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }) {
  const source = tileSource();
  const parsed = paramsSchema.safeParse(await params);
  if (!source || !parsed.success || !isTile(parsed.data.z, parsed.data.x, parsed.data.y)) return mediaNotFound();
  const tile = await fetchTile(source, parsed.data.z, parsed.data.x, parsed.data.y);
  if (!tile.ok) {
    if (tile.status === 404) return mediaNotFound();
    return new Response("Bad Gateway", { status: 502, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": MEDIA_POLICY } });
  }
  return new Response(tile.bytes, {
    headers: {
      "Content-Type": tile.type,
      "Cache-Control": `public, max-age=${tile.maxAge}`,
      "Content-Security-Policy": MEDIA_POLICY,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
