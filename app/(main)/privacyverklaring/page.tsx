import type { Metadata } from "next";
import { PrivacyView } from "@/components/site-pages/privacy-view";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { PRIVACY_TITLE, privacySummary } from "@/lib/content/privacy-statement";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// The retention it states is configuration read when the server runs.
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  const site = mainSite();
  return pageMetadata(site, PRIVACY_PATH, PRIVACY_TITLE, privacySummary(site.name));
}

export default function PrivacyPage() {
  return <PrivacyView site={mainSite()} />;
}
