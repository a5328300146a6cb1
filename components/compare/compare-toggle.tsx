import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { CompareItem } from "@/lib/catalogue/compare-list";

/**
 * "Vergelijk" on a card: a toggle button (aria-pressed) that adds the project to the comparison.
 * Plain server-rendered markup: the search layout's one `CompareToggles` answers the clicks of
 * every toggle on the page (event delegation on `data-compare`, which carries the compare-bar
 * entry) and sets `aria-pressed`; the look follows `aria-pressed` in CSS.
 */
export function CompareToggle({ item, className }: { item: CompareItem; className?: string }) {
  const t = useTranslations("compare");
  return (
    <button
      type="button"
      data-compare={JSON.stringify(item)}
      aria-pressed="false"
      aria-label={t("toggleLabel", { name: item.name })}
      className={cx("group/compare photo-control compare-toggle", className)}
    >
      <span aria-hidden="true" className="compare-box">
        <Icon name="check" width={10} height={10} strokeWidth={4} className="compare-check" />
      </span>
      {t("toggle")}
    </button>
  );
}
