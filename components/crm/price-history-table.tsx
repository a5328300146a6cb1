import { useFormatter, useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { CrmProjectDetail } from "@/lib/crm/project-present";
import { panelClass } from "./field-styles";

/** The project's latest price changes (imports and the CRM alike): which unit, when, from and to. */
export function PriceHistoryTable({ history }: { history: CrmProjectDetail["price_history"] }) {
  const t = useTranslations("crm.projects");
  const tCatalogue = useTranslations("catalogue");
  const format = useCatalogueFormat();
  const formatter = useFormatter();
  const price = (value: number | null) => (value === null ? tCatalogue("priceOnRequest") : format.price(value));
  return (
    <section aria-labelledby="price-history-title" className={panelClass}>
      <h2 id="price-history-title" className="text-lg font-bold text-slate-900">
        {t("history")}
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("historyEmpty")}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">{t("when")}</th>
              <th scope="col" className="py-2 pr-3">{t("reference")}</th>
              <th scope="col" className="py-2 pr-3">{t("oldPrice")}</th>
              <th scope="col" className="py-2">{t("newPrice")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {history.map((entry, index) => (
              <tr key={index}>
                <td className="py-2 pr-3">{formatter.dateTime(new Date(entry.changed_at), { dateStyle: "medium", timeStyle: "short" })}</td>
                <td className="py-2 pr-3">{entry.reference}</td>
                <td className="py-2 pr-3">{price(entry.old_price)}</td>
                <td className="py-2">{price(entry.new_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
