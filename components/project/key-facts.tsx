import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { AVERAGE_SPEED_KMH, ROAD_FACTOR } from "@/lib/catalogue/airports";
import type { NumberRange, ProjectDetail } from "@/lib/catalogue/project/types";

/** The spec's property labels (section 3) at a glance, as ranges over the units, then the distances to the beach and the airport; empty facts are left out. */
export function KeyFacts({ project }: { project: ProjectDetail }) {
  const t = useTranslations("project");
  const distances = useTranslations("project.distances");
  const format = useCatalogueFormat();
  const area = (range: NumberRange | null) => (range ? format.areaRange(range.min, range.max) : "");
  const count = (range: NumberRange | null) => (range ? format.countRange(range.min, range.max) : "");
  const details = project.project_details;
  const facts: Array<[string, ReactNode]> = [
    [t("labels.category"), format.typeLabel(project.type_id)],
    [t("labels.status"), format.statusLabel(project.status)],
    [t("labels.area"), area(details.area)],
    [t("labels.plot_area"), area(details.plot_area)],
    [t("labels.terrace_area"), area(details.terrace_area)],
    [t("labels.solarium_area"), area(details.solarium_area)],
    [t("labels.garden_area"), area(details.garden_area)],
    [t("labels.bedrooms"), count(details.bedrooms)],
    [t("labels.bathrooms"), count(details.bathrooms)],
    ...distanceFacts(project, distances),
  ];
  return (
    <section aria-labelledby="key-facts-title">
      <h2 id="key-facts-title" className="sr-only">
        {t("keyFacts")}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-3">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** "Strand: 500 m" and "± 35 min naar de luchthaven van Málaga", the latter said to be an estimate. */
function distanceFacts(project: Pick<ProjectDetail, "beach_distance_m" | "airport">, t: ReturnType<typeof useTranslations<"project.distances">>): Array<[string, ReactNode]> {
  const metres = project.beach_distance_m;
  const beach = metres === null ? "" : metres < 1000 ? t("beachMetres", { metres: Math.round(metres / 10) * 10 }) : t("beachKm", { km: Math.round(metres / 100) / 10 });
  const airport = project.airport && (
    <>
      {t("airportTrip", { minutes: project.airport.minutes, airport: project.airport.name })}
      <span className="block text-xs font-normal text-slate-500">{t("airportEstimate", { factor: ROAD_FACTOR, speed: AVERAGE_SPEED_KMH })}</span>
    </>
  );
  return [
    [t("beach"), beach],
    [t("airport"), airport],
  ];
}
