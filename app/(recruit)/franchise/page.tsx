import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FranchiseView } from "@/components/site-pages/franchise-view";
import { getFranchiseOverview } from "@/lib/franchise/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database (and the request host): never prerendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return pageMetadata(mainSite(), "/franchise", t("franchiseTitle"), t("franchiseDescription"));
}

/** `/franchise`: recruiting partners; applications are leads of kind `franchise` for the main brand. */
export default async function FranchisePage() {
  return <FranchiseView site={mainSite()} overview={await getFranchiseOverview()} />;
}
