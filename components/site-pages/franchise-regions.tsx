import { useTranslations } from "next-intl";
import type { FreeRegion } from "@/lib/franchise/regions";

/** The costas and places still without an exclusive partner (read live from the partners' regions). */
export function FranchiseRegions({ regions }: { regions: FreeRegion[] }) {
  const t = useTranslations("franchise");
  return (
    <section aria-labelledby="franchise-regions">
      <h2 id="franchise-regions" className="text-2xl font-semibold text-heading">
        {t("regionsTitle")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("regionsIntro")}</p>
      {regions.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("regionsNone")}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="free-regions">
          {regions.map((region) => (
            <li key={region.id} className="rounded-lg border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-heading">{region.name}</h3>
              <p className="mt-1 text-sm font-semibold text-emerald-800">
                {region.whole ? t("regionWhole", { count: region.towns.length }) : t("regionPartly", { count: region.towns.length })}
              </p>
              {region.towns.length > 0 && <p className="mt-2 text-sm text-slate-700">{region.towns.map((town) => town.name).join(" · ")}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
