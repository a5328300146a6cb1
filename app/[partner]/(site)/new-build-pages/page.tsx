import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LandingList } from "@/components/site-pages/landing-list";
import { listContentPages } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("metadata")]);
  return pageMetadata(site, "/new-build-pages", t("guidesTitle"), t("guidesDescription", { name: site.name }));
}

export default async function PartnerLandingPages({ params }: Props) {
  const site = await requireSite((await params).partner);
  return <LandingList site={site} pages={await listContentPages(site.partnerId)} />;
}
