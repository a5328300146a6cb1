import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactView } from "@/components/site-pages/contact-view";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Uses the request host for the canonical URL.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const site = mainSite();
  const t = await getTranslations("metadata");
  return pageMetadata(site, "/contact", t("contactTitle"), t("contactDescription", { name: site.name }));
}

export default function ContactPage() {
  return <ContactView site={mainSite()} />;
}
