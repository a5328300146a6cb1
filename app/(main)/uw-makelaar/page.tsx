import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BrokerView } from "@/components/site-pages/broker-view";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database (and the request host): never prerendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContentPage("uw-makelaar", 0);
  return pageMetadata(mainSite(), "/uw-makelaar", page?.title ?? (await getTranslations("metadata"))("brokerTitle"), page?.summary);
}

export default async function BrokerPage() {
  const page = await getContentPage("uw-makelaar", 0);
  if (!page) notFound();
  return <BrokerView site={mainSite()} page={page} />;
}
