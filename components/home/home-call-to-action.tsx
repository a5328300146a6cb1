import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";

/** Closing band of the home page: one more way into the search. */
export function HomeCallToAction({ searchHref }: { searchHref: string }) {
  const t = useTranslations("home");
  return (
    <section aria-labelledby="cta-title" className="bg-slate-50 py-16">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="cta-title" className="text-2xl font-bold text-heading sm:text-3xl">
            {t("ctaTitle")}
          </h2>
          <p className="mt-3 text-slate-600">{t("ctaText")}</p>
        </div>
        <ButtonLink href={searchHref} size="lg">
          <Icon name="search" className="size-5" />
          {t("searchCta")}
        </ButtonLink>
      </Container>
    </section>
  );
}
