import type { Metadata } from "next";
import { ContactView } from "@/components/site-pages/contact-view";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  return pageMetadata(site, "/contact", "Contact", `Neem contact op met ${site.name} over nieuwbouw in Spanje.`);
}

export default async function PartnerContactPage({ params }: Props) {
  return <ContactView site={await requireSite((await params).partner)} />;
}
