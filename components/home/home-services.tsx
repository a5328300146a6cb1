import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Icon, type IconName } from "@/components/ui/icons";

const services = [
  { key: "Selection", icon: "home" },
  { key: "Viewing", icon: "pulse" },
  { key: "Legal", icon: "scales" },
  { key: "Mortgage", icon: "euro" },
  { key: "Aftercare", icon: "key" },
  { key: "Rental", icon: "briefcase" },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName }>;

/** What we do for a buyer, from selection to rental. */
export function HomeServices() {
  const t = useTranslations("home");
  return (
    <section data-reveal="" aria-labelledby="services-title" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="services-title" className="text-3xl font-bold text-heading sm:text-4xl">
            {t("servicesTitle")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("servicesIntro")}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ key, icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/8 text-primary">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-heading">{t(`service${key}Title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`service${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
