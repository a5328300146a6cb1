import { useTranslations } from "next-intl";
import { CompanyCard } from "@/components/partner/company-card";
import { FeaturedProjects } from "@/components/partner/featured-projects";
import { PersonCard } from "@/components/partner/person-card";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import type { ProjectCard } from "@/lib/catalogue/card";
import { sitePath, type Site } from "@/lib/site/site";

/** A partner's home (and the `/old` mirror's): hero, featured projects, the partner's cards, call to action. */
export function SiteHome({ site, featured }: { site: Site; featured: ProjectCard[] }) {
  const t = useTranslations("partner");
  return (
    <>
      <section data-surface="dark" className="hero-backdrop text-white" aria-labelledby="site-home-title">
        <Container className="py-16 lg:py-24">
          <p className="text-sm font-semibold tracking-[0.25em] text-secondary uppercase">{t("heroEyebrow")}</p>
          <h1 id="site-home-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">
            {site.name}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">{t("heroIntro", { name: site.name })}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={sitePath(site, "/search")} variant="secondary" size="lg">
              <Icon name="search" className="size-5" />
              {t("searchCta")}
            </ButtonLink>
            <ButtonLink href={sitePath(site, "/contact")} variant="light" size="lg">
              {t("contactCta")}
              <Icon name="arrowRight" className="size-5" />
            </ButtonLink>
          </div>
        </Container>
      </section>
      <Container>
        <FeaturedProjects projects={featured} searchHref={sitePath(site, "/search")} />
        <div className="grid gap-6 pb-12 md:grid-cols-2">
          <PersonCard contact={site.contact} />
          <CompanyCard contact={site.contact} siteName={site.name} />
        </div>
      </Container>
      <section className="bg-secondary text-on-secondary" aria-labelledby="site-home-cta">
        <Container className="flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="site-home-cta" className="text-2xl font-bold">
              {t("ctaTitle")}
            </h2>
            <p className="mt-1 max-w-2xl">{t("ctaText", { name: site.name })}</p>
          </div>
          <ButtonLink href={sitePath(site, "/uw-makelaar")} variant="primary" size="lg">
            {t("ctaButton")}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
