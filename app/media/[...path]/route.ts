/**
 * Any other path under /media: a plain 404 under the media policy. The site's policy leaves `/media/`
 * to these routes (lib/security/media-headers.ts), so none of its answers may be a page without one.
 */
import { mediaNotFound } from "@/lib/security/media-headers";

export function GET() {
  return mediaNotFound();
}
