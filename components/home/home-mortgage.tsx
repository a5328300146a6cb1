import { useTranslations } from "next-intl";
import { CalculatorSection } from "@/components/calculator/calculator-section";
import { Container } from "@/components/ui/container";
import { Icon, type IconName } from "@/components/ui/icons";

const BLOCKS = [
  { key: "nonResident", icon: "euro" },
  { key: "loanToValue", icon: "scales" },
  { key: "costs", icon: "file" },
] as const satisfies ReadonlyArray<{ key: string; icon: IconName }>;

/** The home page's mortgage blocks: financing a Spanish new build in brief, then the calculator with neutral defaults. */
export function HomeMortgage() {
  const t = useTranslations("homeMortgage");
  return (
    <section aria-labelledby="home-mortgage-title" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="home-mortgage-title" className="text-3xl font-bold text-heading sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t("intro")}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BLOCKS.map(({ key, icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon name={icon} className="size-6 text-primary" />
              <h3 className="mt-3 text-lg font-semibold text-heading">{t(`${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-2xl font-bold text-heading">{t("calculatorTitle")}</h3>
        <div className="mt-4">
          <CalculatorSection />
        </div>
      </Container>
    </section>
  );
}
