import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactView } from "@/components/site-pages/contact-view";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database: never prerendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const site = mainSite();
  const [t, page] = await Promise.all([getTranslations("metadata"), getContentPage("contact", 0)]);
  return pageMetadata(site, "/contact", page?.title ?? t("contactTitle"), page?.summary ?? t("contactDescription", { name: site.name }));
}

/** `/contact`: the main brand's contact form and its page text (without the text, the form alone). */
export default async function ContactPage() {
  return <ContactView site={mainSite()} page={await getContentPage("contact", 0)} />;
}
