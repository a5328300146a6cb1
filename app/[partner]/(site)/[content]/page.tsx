import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ContentView } from "@/components/site-pages/content-view";
import { SearchTeaser } from "@/components/site-pages/search-teaser";
import { placeSearchPath } from "@/lib/catalogue/search/geo";
import { CONTENT_SLUG, contentPath, guidePlaceSlug } from "@/lib/content/paths";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string; content: string }> };

async function load({ params }: Props) {
  const { partner, content } = await params;
  const site = await requireSite(partner);
  // A malformed slug can never match a page: 404 without a query.
  const page = CONTENT_SLUG.test(content) ? await getContentPage(content, site.partnerId) : null;
  if (!page) notFound();
  // Blog posts live under `/blog/`: an old link to `/{slug}` moves there for good.
  if (page.kind === "blog") permanentRedirect(sitePath(site, contentPath(page)));
  return { site, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props);
  return pageMetadata(site, `/${page.slug}`, page.title, page.summary);
}

/** `/{partner}/{content}`: the partner's own version of a content page, else the global one. */
export default async function PartnerContentPage(props: Props) {
  const { site, page } = await load(props);
  const place = guidePlaceSlug(page);
  const searchPath = (place && (await placeSearchPath(place))) ?? undefined;
  return <ContentView page={page} eyebrow={site.name} aside={<SearchTeaser site={site} searchPath={searchPath} />} />;
}
