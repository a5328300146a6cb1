import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";

/**
 * "Vergelijk" on a card: a toggle button (aria-pressed) that adds the project to the comparison.
 * Plain server-rendered markup: the search layout's one `CompareToggles` answers the clicks of
 * every toggle on the page (event delegation on `data-compare`; the compare bar's entry is the
 * card's `data-project`) and sets `aria-pressed`; the look follows `aria-pressed` in CSS.
 */
export function CompareToggle({ name, className }: { name: string; className?: string }) {
  const t = useTranslations("compare");
  return (
    <button
      type="button"
      data-compare=""
      aria-pressed="false"
      aria-label={t("toggleLabel", { name })}
      className={cx("group/compare photo-control compare-toggle", className)}
    >
      <span aria-hidden="true" className="compare-box">
        <Icon name="check" shared width={10} height={10} strokeWidth={4} className="compare-check" />
      </span>
      {t("toggle")}
    </button>
  );
}
