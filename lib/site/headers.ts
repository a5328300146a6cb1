/**
 * Request headers that only the middleware sets. Any value a client sends under these names is
 * removed before the request reaches the app, so server code may trust them.
 */
export const SITE_DOMAIN_HEADER = "x-costa-site-domain";
/** No longer set (origins come from SITE_URL), but still stripped: nothing downstream may trust a client's copy. */
export const SITE_ORIGIN_HEADER = "x-costa-site-origin";
export const TRUSTED_HEADERS = [SITE_DOMAIN_HEADER, SITE_ORIGIN_HEADER] as const;
