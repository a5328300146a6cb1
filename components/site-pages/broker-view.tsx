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
      before={
        site.about ? (
          <section aria-labelledby="broker-about" className="mb-8">
            <h2 id="broker-about" className="text-2xl font-semibold text-heading">
              {t("aboutTitle", { name: site.name })}
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-800">{site.about}</p>
          </section>
        ) : undefined
      }
      after={<LeadFormSection site={site} kind="broker" />}
      aside={
        <>
          <PersonCard contact={site.contact} />
          <CompanyCard contact={site.contact} siteName={site.name} socials={site.socials} />
        </>
      }
    />
  );
}
