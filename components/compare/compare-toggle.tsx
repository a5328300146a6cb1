import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";

/**
 * "Vergelijk" on a card: a toggle button (aria-pressed) that adds the project to the comparison.
 * Plain server-rendered markup: the search layout's one `CompareToggles` answers the clicks of
 * every toggle on the page (event delegation on `data-compare`; the compare bar's entry is the
 * card, see card-data.ts) and sets `aria-pressed`; the look, its box included, follows `aria-pressed`
 * in CSS (`compare-toggle` in app/globals.css).
 */
export function CompareToggle({ name, className }: { name: string; className?: string }) {
  const t = useTranslations("compare");
  return (
    <button
      type="button"
      data-compare=""
      aria-pressed="false"
      aria-label={t("toggleLabel", { name })}
      className={cx("photo-control compare-toggle", className)}
    >
      <span className="compare-toggle-text">{t("toggle")}</span>
    </button>
  );
}
