import { useTranslations } from "next-intl";
import { FranchiseRegions } from "@/components/site-pages/franchise-regions";
import { LeadFormSection } from "@/components/leads/lead-form-section";
import { PageHeader } from "@/components/partner/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import type { FranchiseOverview } from "@/lib/franchise/regions";
import type { Site } from "@/lib/site/site";

const BENEFITS = ["site", "crm", "rollup", "magazine", "exclusivity", "catalogue"] as const;
const CLAIMS = ["years", "homes", "projects"] as const;
const STEPS = ["stepContact", "stepTalk", "stepRegion", "stepLaunch"] as const;

/** `/franchise`: what a partner gets (spec section 1), the claims, a live partner site, the free regions and the application form. */
export function FranchiseView({ site, overview }: { site: Site; overview: FranchiseOverview }) {
  const t = useTranslations("franchise");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <section aria-labelledby="franchise-claims" className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10">
          <h2 id="franchise-claims" className="sr-only">
            {t("claimsTitle")}
          </h2>
          <dl className="grid gap-6 text-center sm:grid-cols-3">
            {CLAIMS.map((key) => (
              <div key={key} className="flex flex-col-reverse">
                <dt className="mt-1 text-slate-700">{t(`claim.${key}Label`)}</dt>
                <dd className="text-4xl font-bold text-heading">{t(`claim.${key}`)}</dd>
              </div>
            ))}
          </dl>
          <p className="mx-auto mt-6 max-w-3xl text-center text-lg text-slate-700">{t("claims")}</p>
        </Container>
      </section>
      <Container className="space-y-16 py-12">
        <section aria-labelledby="franchise-benefits">
          <h2 id="franchise-benefits" className="text-2xl font-semibold text-heading">
            {t("benefitsTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map((key) => (
              <li key={key} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Icon name="check" className="size-6 text-primary" />
                <h3 className="mt-3 text-lg font-semibold text-heading">{t(`${key}Title`)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(`${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        {overview.example && (
          <section aria-labelledby="franchise-example" className="flex flex-col items-start gap-4 rounded-lg bg-slate-50 p-5 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="franchise-example" className="text-2xl font-semibold text-heading">
                {t("exampleTitle")}
              </h2>
              <p className="mt-2 text-slate-700">{t("exampleText", { name: overview.example.name })}</p>
            </div>
            {/* The partner's name can be long: the button wraps on a phone rather than widen the page. */}
            <ButtonLink href={`/${overview.example.slug}`} size="lg" className="h-auto min-h-13 max-w-full py-3 text-center whitespace-normal">
              {t("exampleLink", { name: overview.example.name })}
            </ButtonLink>
          </section>
        )}
        <FranchiseRegions regions={overview.regions} />
        <section aria-labelledby="franchise-steps">
          <h2 id="franchise-steps" className="text-2xl font-semibold text-heading">
            {t("stepsTitle")}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((key, index) => (
              <li key={key} className="rounded-lg border border-slate-200 bg-white p-6">
                <p className="text-sm font-semibold text-primary">{t("stepNumber", { number: index + 1 })}</p>
                <h3 className="mt-1 text-lg font-semibold text-heading">{t(`${key}Title`)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(`${key}Text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <div id="aanmelden" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <h2 className="text-2xl font-semibold text-heading">{t("applyTitle")}</h2>
            <p className="mt-2 text-slate-700">{t("applyText")}</p>
          </div>
          <LeadFormSection site={site} kind="franchise" title={t("formTitle")} deferred />
        </div>
      </Container>
    </>
  );
}
