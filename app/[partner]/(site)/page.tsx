import type { Metadata } from "next";
import { SiteHome } from "@/components/site-pages/site-home";
import { getFeaturedProjects } from "@/lib/catalogue/cards";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  return pageMetadata(site, "/", `Nieuwbouw in Spanje | ${site.name}`, `${site.name}: nieuwbouwprojecten aan de Costa del Sol, Costa Blanca en meer.`);
}

export default async function PartnerHomePage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const featured = await getFeaturedProjects(site);
  return <SiteHome site={site} featured={featured} />;
}
