import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";

/** No results: say so, and offer the two ways out (drop the place, drop everything). */
export function EmptyResults({ wholeCountryHref, clearHref }: { wholeCountryHref: string | null; clearHref: string | null }) {
  const t = useTranslations("search");
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-heading">{t("emptyTitle")}</h2>
      <p className="mt-2 text-slate-600">{t("emptyText")}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {wholeCountryHref && (
          <ButtonLink href={wholeCountryHref} variant="outline" size="sm" scroll={false}>
            {t("searchEverywhere")}
          </ButtonLink>
        )}
        {clearHref && (
          <ButtonLink href={clearHref} size="sm" scroll={false}>
            {t("clearAll")}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
