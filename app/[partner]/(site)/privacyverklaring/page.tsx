import type { Metadata } from "next";
import { PrivacyView } from "@/components/site-pages/privacy-view";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { PRIVACY_TITLE, privacySummary } from "@/lib/content/privacy-statement";
import { pageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite((await params).partner);
  return pageMetadata(site, PRIVACY_PATH, PRIVACY_TITLE, privacySummary(site.name));
}

/** `/privacyverklaring` of every site (the main host's, `/{partner}/...`, a partner's own domain). */
export default async function PrivacyPage({ params }: Props) {
  return <PrivacyView site={await requireSite((await params).partner)} />;
}
