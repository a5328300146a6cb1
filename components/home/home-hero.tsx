import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { TYPE_ID } from "@/lib/catalogue/property-types";
import { projectImageUrl } from "@/lib/media/project-image-url";
import { Carousel } from "./carousel";
import { useCarouselTexts } from "./use-carousel-texts";

type Link = { href: string; label: string };
type Slide = {
  image: string;
  claim: ReactNode;
  title: string;
  text: string;
  primary: Link;
  secondary?: Link;
};

const claimNumber = (chunks: ReactNode) => <strong className="mr-1 text-2xl font-bold tracking-normal text-white normal-case sm:text-3xl">{chunks}</strong>;

/**
 * The hero slider: one slide per claim of the brand (30 years, 3000+ homes, 1000+ projects) over a
 * picture of the catalogue. The first slide is the page's largest paint: its picture loads eagerly
 * with high priority, the others lazily.
 */
export function HomeHero({ searchHref, villasHref, franchiseHref }: { searchHref: string; villasHref: string; franchiseHref: string }) {
  const t = useTranslations("home");
  const carousel = useCarouselTexts();
  const slides: Slide[] = [
    {
      image: projectImageUrl(12, 1, TYPE_ID.villa),
      claim: t.rich("claimExperience", { strong: claimNumber }),
      title: t("title"),
      text: t("intro"),
      primary: { href: searchHref, label: t("searchCta") },
      secondary: { href: franchiseHref, label: t("franchiseCta") },
    },
    {
      image: projectImageUrl(27, 2, TYPE_ID.penthouse),
      claim: t.rich("claimHomes", { strong: claimNumber }),
      title: t("hero.homesTitle"),
      text: t("hero.homesText"),
      primary: { href: villasHref, label: t("hero.homesCta") },
    },
    {
      image: projectImageUrl(41, 3, TYPE_ID.apartment),
      claim: t.rich("claimProjects", { strong: claimNumber }),
      title: t("hero.projectsTitle"),
      text: t("hero.projectsText"),
      primary: { href: searchHref, label: t("hero.projectsCta") },
    },
  ];
  return (
    <div data-surface="dark" className="hero-backdrop text-white">
      <Carousel
        label={t("hero.label")}
        texts={carousel.texts}
        slideLabels={carousel.labels(slides.length)}
        tone="dark"
        delay={7000}
        controlsClassName="absolute right-4 bottom-28 sm:right-8 sm:bottom-32"
      >
        {slides.map((slide, index) => (
          <HeroSlide key={slide.image} slide={slide} first={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const Heading = first ? "h1" : "h2";
  return (
    <div className="relative h-full min-h-[39rem] sm:min-h-[40rem] lg:min-h-[44rem]">
      {/* Generated SVG scenes: nothing for the image optimiser to do. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={slide.image}
        alt=""
        width={1200}
        height={800}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        decoding={first ? "sync" : "async"}
        className="absolute inset-0 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-r from-slate-950/85 via-slate-950/60 to-slate-950/25" />
      <Container className="relative pt-24 pb-44 sm:pt-36 sm:pb-48 lg:pt-44">
        <p className="text-sm font-semibold tracking-[0.2em] text-secondary uppercase">{slide.claim}</p>
        <Heading className="mt-4 max-w-3xl text-[2rem] leading-tight font-bold hyphens-auto sm:text-5xl sm:hyphens-manual lg:text-6xl">{slide.title}</Heading>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{slide.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={slide.primary.href} variant="secondary" size="lg">
            <Icon name="search" className="size-5" />
            {slide.primary.label}
          </ButtonLink>
          {slide.secondary && (
            <ButtonLink href={slide.secondary.href} variant="light" size="lg">
              {slide.secondary.label}
              <Icon name="arrowRight" className="size-5" />
            </ButtonLink>
          )}
        </div>
      </Container>
    </div>
  );
}
