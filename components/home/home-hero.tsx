import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";

const strong = (chunks: ReactNode) => <strong className="block text-xl font-bold text-white sm:text-3xl">{chunks}</strong>;

/** Placeholder hero: brand, promise, search call-to-action and the brand's claims. */
export function HomeHero({ searchHref, franchiseHref }: { searchHref: string; franchiseHref: string }) {
  const t = useTranslations("home");
  return (
    <section data-surface="dark" className="hero-backdrop relative overflow-hidden text-white" aria-labelledby="home-title">
      <Waves />
      <Container className="relative pt-28 pb-32 sm:pt-44 sm:pb-40 lg:pt-52 lg:pb-48">
        <p className="text-sm font-semibold tracking-[0.25em] text-secondary uppercase">{t("eyebrow")}</p>
        <h1 id="home-title" className="mt-4 max-w-3xl text-[2rem] leading-tight font-bold hyphens-auto sm:text-5xl sm:hyphens-manual lg:text-6xl">
          {t("title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85">{t("intro")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={searchHref} variant="secondary" size="lg">
            <Icon name="search" className="size-5" />
            {t("searchCta")}
          </ButtonLink>
          <ButtonLink href={franchiseHref} variant="light" size="lg">
            {t("franchiseCta")}
            <Icon name="arrowRight" className="size-5" />
          </ButtonLink>
        </div>
        <ul aria-label={t("claimsLabel")} className="mt-12 grid max-w-3xl grid-cols-3 gap-4 border-t border-white/20 pt-8 text-sm text-white/80 sm:mt-14 sm:gap-6 sm:text-base">
          <li>{t.rich("claimExperience", { strong })}</li>
          <li>{t.rich("claimHomes", { strong })}</li>
          <li>{t.rich("claimProjects", { strong })}</li>
        </ul>
      </Container>
    </section>
  );
}

function Waves() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-24 w-full sm:h-32"
    >
      <path d="M0 70c160-40 320-40 480 0s320 40 480 0 320-40 480 0v90H0z" fill="rgb(255 255 255 / 0.12)" />
      <path d="M0 105c180-35 360-35 540 0s360 35 540 0 270-30 360-10v65H0z" fill="rgb(255 255 255 / 0.2)" />
      <path d="M0 135c200-25 400-25 600 0s400 25 600 0 180-18 240-8v33H0z" fill="#fff" />
    </svg>
  );
}
