/**
 * The policies of the `/media/...` answers (generated pictures, the basemap, feed and listing photos,
 * partners' logos and "over ons" photos). An image shown in a page ignores its own policy, but one
 * opened on its own is a document: under these it runs nothing, loads nothing and is sandboxed as if
 * from another origin. next.config.ts leaves `/media/` out of the site's policy (nonce-pages.ts), so
 * each route's own reaches the answer (Next keeps a config header over a route handler's). Pure.
 */

/** Photos, logos and their 404s. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";
/** An SVG the site draws, with its inline styles. */
export const SVG_MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The 404 of a media route: plain text, under the media policy. */
export function mediaNotFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": MEDIA_POLICY } });
}
