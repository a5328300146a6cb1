import type { Metadata } from "next";
import { FranchiseView } from "@/components/site-pages/franchise-view";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the database (and the request host): never prerendered at build time.
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  return pageMetadata(mainSite(), "/franchise", "Franchisepartner worden", "Uw eigen nieuwbouwsite met CRM, magazine en exclusiviteit in uw regio.");
}

export default function FranchisePage() {
  return <FranchiseView />;
}
