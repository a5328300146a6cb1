/** Partner slugs live in the first path segment, beside the main site's own words: never collide. */
export const RESERVED_SLUGS = new Set([
  "api",
  "_next",
  "media",
  "old",
  "zoekopdracht-afmelden",
  "login",
  "logout",
  "crm",
  "admin",
  "contact",
  "franchise",
  "uw-makelaar",
  "wonen-en-leven",
  "search",
  "for-sale",
  "favorites",
  "profile",
  "new-build-pages",
  "blog",
  "client-login",
  "client-register",
  "client-forgot-password",
  "client-reset-password",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "static",
  "public",
  "www",
  "page-not-found", // a site's 404 page (lib/site/routing.ts NOT_FOUND_ROUTE)
]);

/** Lower-case letters, digits and single hyphens; 2 to 60 characters; no leading or trailing hyphen. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?!-)){0,58}[a-z0-9]$/;

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

export function isValidPartnerSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !isReservedSlug(slug);
}
