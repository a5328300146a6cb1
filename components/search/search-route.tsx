import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { SearchPageView } from "@/components/search/search-page-view";
import { pageCount } from "@/lib/catalogue/pagination";
import { canonicalSearchPath, loadSearchPage } from "@/lib/catalogue/search/search-page";
import { searchPath } from "@/lib/catalogue/search/url";
import { placeNamesOf, searchDescription, searchTitle } from "@/lib/catalogue/search/search-title";
import { pageMetadata } from "@/lib/site/metadata";
import { siteOrigin } from "@/lib/site/origin";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Query = Record<string, string | string[] | undefined>;

/** A search route's props: the per-request search passes Next's, a cached landing page no query at all. */
export type SearchRouteProps = {
  params: Promise<{ partner: string; path?: string[] }>;
  searchParams: Promise<Query>;
};

async function load({ params, searchParams }: SearchRouteProps) {
  const [{ partner, path }, query] = await Promise.all([params, searchParams]);
  const site = await requireSite(partner);
  const page = await loadSearchPage(site, path, query);
  if (!page) notFound();
  // A page past the last one (an old link, a shrunken result) moves to the last page that exists.
  const lastPage = pageCount(page.result.total, page.filters.per_page);
  if (page.filters.page > lastPage) redirect(sitePath(site, searchPath({ ...page.filters, page: lastPage }, page.view)));
  return { site, page };
}

export async function searchRouteMetadata(props: SearchRouteProps): Promise<Metadata> {
  const { site, page } = await load(props);
  const names = placeNamesOf(page.geo);
  const words = { t: await getTranslations("searchTitle"), format: await getFormatter() };
  const { filters, result } = page;
  return pageMetadata(site, canonicalSearchPath(filters), searchTitle(filters, names, result.total, words), searchDescription(filters, names, result.total, words));
}

/** A search page: the results are in the first HTML response; filters, views and the map work on the URL. */
export async function SearchRoute(props: SearchRouteProps) {
  const { site, page } = await load(props);
  return (
    <SearchPageView
      site={site}
      origin={siteOrigin(site)}
      filters={page.filters}
      view={page.view}
      bare={page.bare}
      geo={page.geo}
      cards={page.result.cards}
      total={page.result.total}
      facets={page.facets}
      reach={page.reach}
      markers={page.markers}
      places={page.places}
    />
  );
}
