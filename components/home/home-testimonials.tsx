import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Carousel } from "./carousel";
import { useCarouselTexts } from "./use-carousel-texts";

const TESTIMONIALS = ["dekker", "peeters", "vandenberg", "jacobs"] as const;

/** Buyers' words, in the same carousel as the hero. */
export function HomeTestimonials() {
  const t = useTranslations("home.testimonials");
  const carousel = useCarouselTexts();
  return (
    <section data-reveal="" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">{t("eyebrow")}</p>
        <h2 className="mt-2 text-3xl font-bold text-heading sm:text-4xl">
          {t("title")}
        </h2>
        <Carousel label={t("title")} texts={carousel.texts} slideLabels={carousel.labels(TESTIMONIALS.length)} delay={8000} className="mt-8 flex flex-col-reverse gap-6" controlsClassName="justify-center">
          {TESTIMONIALS.map((key) => (
            <figure key={key} className="mx-auto max-w-3xl px-1 text-center">
              <blockquote className="text-xl leading-relaxed text-slate-800 sm:text-2xl">
                <p>“{t(`items.${key}.quote`)}”</p>
              </blockquote>
              <figcaption className="mt-6 text-slate-600">
                <span className="font-semibold text-heading">{t(`items.${key}.name`)}</span>, {t(`items.${key}.place`)}
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}
