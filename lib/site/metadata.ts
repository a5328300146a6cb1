import "server-only";
/** Page metadata with the canonical URL on the site's own origin (a partner domain keeps its own). */
import type { Metadata } from "next";
import { siteOrigin } from "./origin";
import { sitePath, type Site } from "./site";

export function absoluteUrl(site: Site, path: string): string {
  return `${siteOrigin(site)}${sitePath(site, path)}`;
}

export function pageMetadata(site: Site, path: string, title: string, description?: string | null): Metadata {
  const url = absoluteUrl(site, path);
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: { title, description: description ?? undefined, url, siteName: site.name, locale: "nl_NL", type: "website" },
  };
}

/** A page for one visitor (log-in, registration, profile, favourites): canonical, but kept out of search indexes. */
export function privatePageMetadata(site: Site, path: string, title: string, description?: string | null): Metadata {
  return { ...pageMetadata(site, path, title, description), robots: { index: false, follow: true } };
}
