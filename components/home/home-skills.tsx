import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";

/** Share of buyers (in %) who rated us good or excellent on each point. */
const SKILLS = [
  { key: "guidance", value: 98 },
  { key: "knowledge", value: 96 },
  { key: "legal", value: 100 },
  { key: "aftercare", value: 94 },
] as const;

/**
 * Skill bars. The fill is a `scaleX` of the bar (no layout shift); `HomeMotion` starts it at zero
 * when the block is below the fold and lets it grow once when it comes into view. Without script,
 * or under reduced motion, the bars are full at once.
 */
export function HomeSkills() {
  const t = useTranslations("home.skills");
  return (
    <section data-reveal="" aria-labelledby="skills-title" className="bg-primary py-16 text-white sm:py-20" data-surface="dark">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-secondary uppercase">{t("eyebrow")}</p>
          <h2 id="skills-title" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/85">{t("intro")}</p>
        </div>
        <ul data-skills="" className="space-y-6">
          {SKILLS.map(({ key, value }) => (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-4 font-semibold">
                <span id={`skill-${key}`}>{t(`items.${key}`)}</span>
                <span aria-hidden="true">{t("value", { value })}</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`skill-${key}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                aria-valuetext={t("value", { value })}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/20"
              >
                <div className="skill-fill h-full origin-left rounded-full bg-secondary" style={{ transform: `scaleX(${value / 100})` }} />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
