import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BrokerView } from "@/components/site-pages/broker-view";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  const page = await getContentPage("uw-makelaar", site.partnerId);
  return pageMetadata(site, "/uw-makelaar", page?.title ?? (await getTranslations("metadata"))("brokerTitle"), page?.summary);
}

/** `/uw-makelaar` of every site (the main host's too). */
export default async function BrokerPage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const page = await getContentPage("uw-makelaar", site.partnerId);
  if (!page) notFound();
  return <BrokerView site={site} page={page} />;
}
