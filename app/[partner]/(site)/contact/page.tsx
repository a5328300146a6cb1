import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactView } from "@/components/site-pages/contact-view";
import { getContentPage } from "@/lib/content/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

async function load({ params }: Props) {
  const site = await requireSite((await params).partner);
  return { site, page: await getContentPage("contact", site.partnerId) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ site, page }, t] = await Promise.all([load(props), getTranslations("metadata")]);
  return pageMetadata(site, "/contact", page?.title ?? t("contactTitle"), page?.summary ?? t("contactDescription", { name: site.name }));
}

/** `/contact` of every site (the main host's too): the contact form and the site's page text, when it has one. */
export default async function ContactPage(props: Props) {
  const { site, page } = await load(props);
  return <ContactView site={site} page={page} />;
}
