import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { SearchRoute, searchRouteMetadata } from "@/components/search/search-route";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string; path?: string[] }> };

/**
 * A search landing page (a search URL without a search query, lib/catalogue/search/landing.ts), the
 * page search engines index: cached whole (ISR) per partner and path like a project page, until the
 * catalogue tags it read are revalidated (or after the safety interval). It therefore reads only
 * its params, never the request: its query is empty by definition. Remembered filters, favorites
 * and the login state come in the browser.
 */
export const revalidate = 300; // a literal (Next reads it statically): CATALOGUE_REVALIDATE_SECONDS
export async function generateStaticParams(): Promise<{ partner: string; path?: string[] }[]> {
  return []; // nothing at build time (the build has no database); every page on first request
}

const NO_QUERY = Promise.resolve({});

export async function generateMetadata(props: Props): Promise<Metadata> {
  await canonicalSpelling(props);
  return searchRouteMetadata({ params: props.params, searchParams: NO_QUERY });
}

/**
 * Each spelling of a path would be a page of its own in the cache (`/SPANJE`, `/Spanje`, ...): a
 * segment in another case or with spaces around it moves to its canonical spelling instead (a
 * redirect, which the cache does not store). Percent-escapes need nothing: Next keys the page by
 * the decoded path.
 */
async function canonicalSpelling({ params }: Props): Promise<void> {
  const { partner, path = [] } = await params;
  const canonical = path.map((segment) => segment.trim().toLowerCase());
  if (canonical.every((segment, index) => segment === path[index])) return;
  const site = await requireSite(partner);
  permanentRedirect(sitePath(site, ["/search", ...canonical.map(encodeURIComponent)].join("/")));
}

export default async function LandingSearchPage(props: Props) {
  await canonicalSpelling(props);
  return <SearchRoute params={props.params} searchParams={NO_QUERY} />;
}
