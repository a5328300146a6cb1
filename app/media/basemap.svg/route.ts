/**
 * GET /media/basemap.svg: the basemap as a picture, for the map's preview (components/map/preview).
 * Built from the committed basemap at build time; a new basemap comes with a new deployment.
 */
import { basemapSvg } from "@/lib/media/basemap-svg";
import { SVG_MEDIA_POLICY } from "@/lib/security/media-headers";

export const dynamic = "force-static";

export function GET() {
  return new Response(basemapSvg(), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": SVG_MEDIA_POLICY,
    },
  });
}
