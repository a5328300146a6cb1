import { useTranslations } from "next-intl";
import { ContentBody } from "@/components/content/content-body";
import { LeadFormSection } from "@/components/leads/lead-form-section";
import { CompanyCard } from "@/components/partner/company-card";
import { PageHeader } from "@/components/partner/page-header";
import { PersonCard } from "@/components/partner/person-card";
import { Container } from "@/components/ui/container";
import type { ContentPage } from "@/lib/content/types";
import type { Site } from "@/lib/site/site";

type Props = {
  site: Site;
  /** The page's text from the content table (the site's own, else the global one), when there is one. */
  page?: Pick<ContentPage, "title" | "summary" | "body"> | null;
};

/** Contact page: the contact form (naming the project when the visitor came from one), how to reach the site's broker, and the page's text. */
export function ContactView({ site, page }: Props) {
  const t = useTranslations("partner");
  return (
    <>
      <PageHeader eyebrow={site.name} title={page?.title ?? t("contactTitle")} intro={page?.summary ?? t("contactIntro")} />
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
          <p className="mt-2 whitespace-pre-line text-slate-700">{site.contact.openingHours ?? t("hoursText")}</p>
        </section>
        {page && (
          <div className="max-w-3xl md:col-span-2">
            <ContentBody body={page.body} />
          </div>
        )}
      </Container>
    </>
  );
}
