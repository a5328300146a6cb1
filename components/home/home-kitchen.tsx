import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";

const POINTS = ["appliances", "choice", "warranty"] as const;

/** The finish of our new builds: a kitchen, what comes with it, and a question to ask. */
export function HomeKitchen({ contactHref }: { contactHref: string }) {
  const t = useTranslations("home.kitchen");
  return (
    <section data-reveal="" aria-labelledby="kitchen-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="overflow-hidden rounded-xl bg-slate-100 shadow-sm">
          {/* A small drawn SVG: nothing for the image optimiser to do. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/home-kitchen.svg" alt={t("imageAlt")} width={1200} height={800} loading="lazy" decoding="async" className="aspect-[3/2] h-auto w-full object-cover" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">{t("eyebrow")}</p>
          <h2 id="kitchen-title" className="mt-2 text-3xl font-bold text-heading sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("text")}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((key) => (
              <li key={key} className="flex items-start gap-3 text-slate-800">
                <Icon name="checkCircle" className="mt-0.5 size-5 shrink-0 text-primary" />
                {t(`points.${key}`)}
              </li>
            ))}
          </ul>
          <ButtonLink href={contactHref} size="lg" className="mt-8">
            {t("cta")}
            <Icon name="arrowRight" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
