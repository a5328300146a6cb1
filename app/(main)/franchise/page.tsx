import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FranchiseView } from "@/components/site-pages/franchise-view";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database (and the request host): never prerendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return pageMetadata(mainSite(), "/franchise", t("franchiseTitle"), t("franchiseDescription"));
}

export default function FranchisePage() {
  return <FranchiseView />;
}
