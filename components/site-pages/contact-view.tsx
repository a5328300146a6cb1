import { useTranslations } from "next-intl";
import { LeadFormSection } from "@/components/leads/lead-form-section";
import { CompanyCard } from "@/components/partner/company-card";
import { PageHeader } from "@/components/partner/page-header";
import { PersonCard } from "@/components/partner/person-card";
import { Container } from "@/components/ui/container";
import type { Site } from "@/lib/site/site";

/** Contact page: the contact form (naming the project when the visitor came from one) and how to reach the site's broker. */
export function ContactView({ site }: { site: Site }) {
  const t = useTranslations("partner");
  return (
    <>
      <PageHeader eyebrow={site.name} title={t("contactTitle")} intro={t("contactIntro")} />
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        <div className="md:col-span-2">
          <LeadFormSection site={site} kind="contact" />
        </div>
        <PersonCard contact={site.contact} />
        <CompanyCard contact={site.contact} siteName={site.name} />
        <section aria-labelledby="contact-hours" className="rounded-lg bg-slate-50 p-6 md:col-span-2">
          <h2 id="contact-hours" className="text-lg font-semibold text-heading">
            {t("hoursTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("hoursText")}</p>
        </section>
      </Container>
    </>
  );
}
