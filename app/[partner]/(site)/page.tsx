import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SiteHome } from "@/components/site-pages/site-home";
import { getFeaturedProjects } from "@/lib/catalogue/cards";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("metadata")]);
  const title = t("partnerHomeTitle", { name: site.name });
  // The layout's title template does not reach a page in its own segment (the root's, with the
  // main brand's name, would): the home title is complete as it is.
  return { ...pageMetadata(site, "/", title, t("partnerHomeDescription", { name: site.name })), title: { absolute: title } };
}

export default async function PartnerHomePage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const featured = await getFeaturedProjects(site);
  return <SiteHome site={site} featured={featured} />;
}
