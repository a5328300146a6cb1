import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactView } from "@/components/site-pages/contact-view";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("metadata")]);
  return pageMetadata(site, "/contact", t("contactTitle"), t("contactDescription", { name: site.name }));
}

export default async function PartnerContactPage({ params }: Props) {
  return <ContactView site={await requireSite((await params).partner)} />;
}
