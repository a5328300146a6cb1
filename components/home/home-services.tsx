import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";

const services = [
  { key: "Selection", icon: "M4 20V9l8-5 8 5v11M9 20v-6h6v6" },
  { key: "Viewing", icon: "M3 12h4l3-7 4 14 3-7h4" },
  { key: "Legal", icon: "M12 4v16M6 8h12M4 14l2-6 2 6a2 2 0 01-4 0zM16 14l2-6 2 6a2 2 0 01-4 0zM8 20h8" },
  { key: "Mortgage", icon: "M17 7a6 6 0 100 10M5 10h9M5 14h9" },
  { key: "Aftercare", icon: "M14 10a4 4 0 10-3.5 3.9L7 17.5V20h3v-2h2v-2l1.1-1.1A4 4 0 0014 10z" },
  { key: "Rental", icon: "M8 7V4h8v3M4 7h16v13H4zM4 12h16" },
] as const;

/** Placeholder services list for the home page. */
export function HomeServices() {
  const t = useTranslations("home");
  return (
    <section aria-labelledby="services-title" className="py-16 sm:py-20">
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
                <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                  <path d={icon} />
                </svg>
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
