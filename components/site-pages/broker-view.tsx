import { useTranslations } from "next-intl";
import { LeadFormSection } from "@/components/leads/lead-form-section";
import { CompanyCard } from "@/components/partner/company-card";
import { PersonCard } from "@/components/partner/person-card";
import type { ContentPage } from "@/lib/content/types";
import type { Site } from "@/lib/site/site";
import { ContentView } from "./content-view";

/** `/uw-makelaar`: the site's broker, with their person and company cards beside what they do, and the broker form. */
export function BrokerView({ site, page }: { site: Site; page: ContentPage }) {
  const t = useTranslations("partner");
  return (
    <ContentView
      page={page}
      eyebrow={t("brokerEyebrow", { name: site.name })}
      after={<LeadFormSection site={site} kind="broker" />}
      aside={
        <>
          <PersonCard contact={site.contact} />
          <CompanyCard contact={site.contact} siteName={site.name} />
        </>
      }
    />
  );
}
