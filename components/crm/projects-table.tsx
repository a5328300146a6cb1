import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Link } from "@/components/ui/link";
import type { CrmProjectSummary } from "@/lib/crm/project-present";
import { crmProjectPath } from "@/lib/crm/project-statuses";

/** The managed projects: name (a link to edit it), place, status, price, available units, feed, and whether it is on the site. */
export function ProjectsTable({ rows, matches = {} }: { rows: CrmProjectSummary[]; matches?: Record<number, number> }) {
  const t = useTranslations("crm.projects");
  const tMatches = useTranslations("crm.matches");
  const format = useCatalogueFormat();
  return (
    <div role="region" aria-label={t("title")} tabIndex={0} className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">{t("name")}</th>
            <th scope="col" className="px-3 py-2">{t("town")}</th>
            <th scope="col" className="px-3 py-2">{t("status")}</th>
            <th scope="col" className="px-3 py-2">{t("price")}</th>
            <th scope="col" className="px-3 py-2">{t("available")}</th>
            <th scope="col" className="px-3 py-2">{t("source")}</th>
            <th scope="col" className="px-3 py-2">{t("published")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                <Link href={crmProjectPath(row.id)} aria-label={t("editLabel", { name: row.name })} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {row.name}
                </Link>
                <div className="text-slate-600">{row.developer}</div>
                {(matches[row.id] ?? 0) > 0 && <div className="font-semibold text-slate-800">{tMatches("listCount", { count: matches[row.id]! })}</div>}
              </th>
              <td className="px-3 py-3">{row.town}</td>
              <td className="px-3 py-3">{format.statusLabel(row.status)}</td>
              <td className="px-3 py-3">{format.priceLabel({ from: row.price_from, to: row.price_to, onRequest: row.price_on_request, vat: false })}</td>
              <td className="px-3 py-3">{row.units_available}</td>
              <td className="px-3 py-3">{row.source ? [row.source, row.partner].filter(Boolean).join(" · ") : t("mainBrand")}</td>
              <td className="px-3 py-3">
                {row.published ? t("online") : t("offline")}
                {row.featured && <div className="text-slate-600">{t("featured")}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
