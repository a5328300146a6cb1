import { ContentView } from "@/components/site-pages/content-view";
import { env } from "@/lib/env";
import { privacyStatement } from "@/lib/content/privacy-statement";
import { mainSite, type Site } from "@/lib/site/site";

/** The privacy and cookie statement of one site (the main brand is the controller of every site). */
export function PrivacyView({ site }: { site: Site }) {
  const brand = mainSite();
  const page = privacyStatement({
    siteName: site.name,
    brand: { name: brand.contact.companyName ?? brand.name, address: brand.contact.address ?? "", email: brand.contact.email ?? "" },
    retentionMonths: env().LEAD_RETENTION_MONTHS,
  });
  return <ContentView page={page} eyebrow={site.name} />;
}
