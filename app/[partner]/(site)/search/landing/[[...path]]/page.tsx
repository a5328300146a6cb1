import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { SearchRoute, searchRouteMetadata } from "@/components/search/search-route";
import { filterSegmentOf } from "@/lib/catalogue/search/cached-search";
import { canonicalSearchQuery } from "@/lib/catalogue/search/url";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string; path?: string[] }> };

/**
 * A search landing page (a search URL without a search query, lib/catalogue/search/landing.ts), the
 * page search engines index, and every filtered search (its canonical query in the last segment):
 * cached whole (ISR) per partner, path and filter set like a project page, until the catalogue tags
 * it read are revalidated (or after the safety interval). It therefore reads only its params, never
 * the request. Remembered filters, favorites and the login state come in the browser.
 */
export const revalidate = 300; // a literal (Next reads it statically): CATALOGUE_REVALIDATE_SECONDS
export async function generateStaticParams(): Promise<{ partner: string; path?: string[] }[]> {
  return []; // nothing at build time (the build has no database); every page on first request
}

const NO_QUERY = Promise.resolve({});

/**
 * The route's params and query: a search with a query arrives with its canonical query as the last
 * segment (the proxy puts it there, lib/catalogue/search/cached-search.ts). Any other spelling
 * of that segment is a 404, so made-up segments add no pages to the cache.
 */
async function routeProps(props: Props) {
  const { partner, path = [] } = await props.params;
  const filtered = filterSegmentOf(path);
  if (!filtered) {
    await canonicalSpelling(props);
    return { params: props.params, searchParams: NO_QUERY };
  }
  const query = new URLSearchParams(filtered.query);
  if (canonicalSearchQuery(filtered.segments, query) !== filtered.query || filtered.query === "") notFound();
  return { params: Promise.resolve({ partner, path: filtered.segments }), searchParams: Promise.resolve(Object.fromEntries(query)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchRouteMetadata(await routeProps(props));
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
  return <SearchRoute {...await routeProps(props)} />;
}
