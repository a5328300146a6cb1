import { useTranslations } from "next-intl";
import { STATUS_LABELS } from "@/lib/catalogue/card";
import { formatDelivery } from "@/lib/catalogue/project/format";
import type { ProjectDetail } from "@/lib/catalogue/project/types";

/** Projectdetails: who builds it, when it is delivered, how many units there are and how many are left. */
export function ProjectDetailsList({ project }: { project: ProjectDetail }) {
  const t = useTranslations("project");
  const details = project.project_details;
  const rows: Array<[string, string]> = [
    [t("details.projectNumber"), String(project.id)],
    [t("details.developer"), details.developer],
    [t("labels.status"), STATUS_LABELS[project.status]],
    [t("details.delivery"), formatDelivery(details.delivery)],
    [t("details.unitsTotal"), String(details.units_total)],
    [t("details.unitsAvailable"), String(details.units_available)],
    [t("details.unitsReserved"), String(details.units_reserved)],
    [t("details.unitsSold"), String(details.units_sold)],
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
