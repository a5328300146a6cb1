import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectCard } from "@/lib/catalogue/card";

type BadgeProject = Pick<ProjectCard, "is_new" | "price_was">;

/** "Nieuw" (published in the last 14 days) and "Prijs verlaagd" (the price went down in the last 30), as small labels. */
export function ProjectBadges({ project, size = "md", className }: { project: BadgeProject; size?: "sm" | "md"; className?: string }) {
  const t = useTranslations("listing");
  if (!project.is_new && project.price_was === null) return null;
  const badge = cx("tag", size === "sm" ? "tag-sm" : "tag-md");
  return (
    <ul className={cx("flex flex-wrap gap-1.5", className)} aria-label={t("badges")}>
      {project.is_new && (
        <li className={cx(badge, "bg-secondary text-on-secondary")} data-badge="new">
          {t("badgeNew")}
        </li>
      )}
      {project.price_was !== null && (
        <li className={cx(badge, "bg-red-700 text-white")} data-badge="price-cut">
          {t("badgePriceCut")}
        </li>
      )}
    </ul>
  );
}

/** The old price, struck through; screen readers hear "was € …" (a strike-through is not announced). */
export function WasPrice({ price, className }: { price: number | null; className?: string }) {
  const t = useTranslations("listing");
  const format = useCatalogueFormat();
  const text = price === null ? "" : format.price(price);
  if (!text) return null;
  return (
    <span className={cx("text-slate-600", className)} data-testid="price-was">
      <s aria-hidden="true">{text}</s>
      <span className="sr-only">{t("priceWas", { price: text })}</span>
    </span>
  );
}
