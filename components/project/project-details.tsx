import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectDetail } from "@/lib/catalogue/project/types";

/** Projectdetails: who builds it, when it is delivered, how many units there are and how many are left. */
export function ProjectDetailsList({ project }: { project: ProjectDetail }) {
  const t = useTranslations("project");
  const format = useCatalogueFormat();
  const details = project.project_details;
  const rows: Array<[string, string]> = [
    [t("details.projectNumber"), String(project.id)],
    [t("details.developer"), details.developer],
    [t("labels.status"), format.statusLabel(project.status)],
    [t("details.delivery"), format.delivery(details.delivery)],
    [t("details.unitsTotal"), format.count(details.units_total)],
    [t("details.unitsAvailable"), format.count(details.units_available)],
    [t("details.unitsReserved"), format.count(details.units_reserved)],
    [t("details.unitsSold"), format.count(details.units_sold)],
  ];
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
