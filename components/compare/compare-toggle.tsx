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
      className={cx(
        "group/compare relative z-10 inline-flex h-8 items-center gap-1.5 rounded-full border border-white/80 bg-white/95 px-3 text-xs font-semibold text-slate-800 shadow-sm transition-colors hover:bg-white",
        "aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-3.5 items-center justify-center rounded-sm border border-slate-500 group-aria-pressed/compare:border-white group-aria-pressed/compare:bg-white group-aria-pressed/compare:text-primary"
      >
        <Icon name="check" width={10} height={10} strokeWidth={4} className="hidden group-aria-pressed/compare:block" />
      </span>
      {t("toggle")}
    </button>
  );
}
