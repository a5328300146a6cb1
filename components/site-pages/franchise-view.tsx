import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/partner/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";

const BENEFITS = ["site", "crm", "rollup", "magazine", "exclusivity", "catalogue"] as const;

/** `/franchise`: what a franchise partner gets (spec section 1) and how to apply. */
export function FranchiseView() {
  const t = useTranslations("franchise");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon name="check" className="size-6 text-primary" />
              <h2 className="mt-3 text-lg font-semibold text-heading">{t(`${key}Title`)}</h2>
              <p className="mt-2 text-sm text-slate-600">{t(`${key}Text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-lg bg-slate-50 p-8 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-lg text-slate-700">{t("claims")}</p>
          <ButtonLink href="/contact" size="lg">
            {t("cta")}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
