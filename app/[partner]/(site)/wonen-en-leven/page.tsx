import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ContentView } from "@/components/site-pages/content-view";
import { SearchTeaser } from "@/components/site-pages/search-teaser";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  const page = await getContentPage("wonen-en-leven", site.partnerId);
  return pageMetadata(site, "/wonen-en-leven", page?.title ?? (await getTranslations("metadata"))("livingTitle"), page?.summary);
}

/** `/wonen-en-leven` of every site (the main host's too). */
export default async function LivingPage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const page = await getContentPage("wonen-en-leven", site.partnerId);
  if (!page) notFound();
  return <ContentView page={page} eyebrow={site.name} aside={<SearchTeaser site={site} />} />;
}
