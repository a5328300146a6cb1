import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ContentView } from "@/components/site-pages/content-view";
import { SearchTeaser } from "@/components/site-pages/search-teaser";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database (and the request host): never prerendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContentPage("wonen-en-leven", 0);
  return pageMetadata(mainSite(), "/wonen-en-leven", page?.title ?? (await getTranslations("metadata"))("livingTitle"), page?.summary);
}

export default async function LivingPage() {
  const page = await getContentPage("wonen-en-leven", 0);
  if (!page) notFound();
  const site = mainSite();
  return <ContentView page={page} aside={<SearchTeaser site={site} />} />;
}
