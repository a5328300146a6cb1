import "server-only";
/** Page metadata with the canonical URL on the host the visitor used (a partner domain keeps its own). */
import type { Metadata } from "next";
import { getRequestSite } from "./resolve";
import { sitePath, type Site } from "./site";

export async function absoluteUrl(site: Site, path: string): Promise<string> {
  const { origin } = await getRequestSite();
  return `${origin}${sitePath(site, path)}`;
}

export async function pageMetadata(site: Site, path: string, title: string, description?: string | null): Promise<Metadata> {
  const url = await absoluteUrl(site, path);
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: { title, description: description ?? undefined, url, siteName: site.name, locale: "nl_NL", type: "website" },
  };
}
