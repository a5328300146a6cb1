import "server-only";
/** Page metadata with the canonical URL on the site's own origin (a partner domain keeps its own). */
import type { Metadata } from "next";
import { siteOrigin } from "./origin";
import { canonicalSitePath, type Site } from "./site";

/** The canonical absolute URL of a page of `site` (the `/old` mirror's listings name the main host's). */
export function absoluteUrl(site: Site, path: string): string {
  return `${siteOrigin(site)}${canonicalSitePath(site, path)}`;
}

export function pageMetadata(site: Site, path: string, title: string, description?: string | null): Metadata {
  const url = absoluteUrl(site, path);
  return {
    // A title that names the site already ("Zuidkust Vastgoed, uw makelaar ...") skips the layout's "| {site}".
    title: title.includes(site.name) ? { absolute: title } : title,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: { title, description: description ?? undefined, url, siteName: site.name, locale: "nl_NL", type: "website" },
  };
}

/** A page for one visitor (log-in, registration, profile, favorites): canonical, but kept out of search indexes. */
export function privatePageMetadata(site: Site, path: string, title: string, description?: string | null): Metadata {
  return { ...pageMetadata(site, path, title, description), robots: { index: false, follow: true } };
}
