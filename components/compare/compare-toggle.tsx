"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { isCompared, type CompareItem } from "@/lib/catalogue/compare-list";
import { useCompareList } from "./compare-store";

/** "Vergelijk" on a card: a toggle button (aria-pressed) that adds the project to the comparison. */
export function CompareToggle({ item, className }: { item: CompareItem; className?: string }) {
  const t = useTranslations("compare");
  const { list, toggle } = useCompareList();
  const pressed = isCompared(list, item.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("toggleLabel", { name: item.name })}
      onClick={() => toggle(item)}
      className={cx(
        "relative z-10 inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold shadow-sm transition-colors",
        pressed ? "border-primary bg-primary text-white" : "border-white/80 bg-white/95 text-slate-800 hover:bg-white",
        className,
      )}
    >
      <span aria-hidden="true" className={cx("inline-flex size-3.5 items-center justify-center rounded-sm border", pressed ? "border-white bg-white text-primary" : "border-slate-500")}>
        {pressed && <Icon name="check" width={10} height={10} strokeWidth={4} />}
      </span>
      {t("toggle")}
    </button>
  );
}
