import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectCard } from "@/lib/catalogue/card";
import { CompareRemoveLink } from "./compare-remove-link";
import { imageAtWidth } from "@/lib/media/project-image-url";

/** The chosen projects side by side: one column per project, one row per property. */
export function CompareTable({ projects, removeHref }: { projects: ProjectCard[]; removeHref: (id: number) => string }) {
  const t = useTranslations("compare");
  const format = useCatalogueFormat();
  const unknown = <span className="text-slate-400">{t("unknown")}</span>;
  const rows: [string, (project: ProjectCard) => ReactNode][] = [
    [t("price"), (p) => <span className="font-bold text-primary">{format.priceLabel({ from: p.price_from, to: p.price_to, onRequest: p.price_on_request, vat: p.vat }) || unknown}</span>],
    [t("type"), (p) => format.typeLabel(p.type_id)],
    [t("location"), (p) => format.place(p.town, p.region)],
    [t("bedrooms"), (p) => format.countRange(p.bedrooms_min, p.bedrooms_max) || unknown],
    [t("bathrooms"), (p) => format.countRange(p.bathrooms_min, p.bathrooms_max) || unknown],
    [t("area"), (p) => format.areaRange(p.area_min, p.area_max) || unknown],
    [t("status"), (p) => format.statusLabel(p.status)],
    [t("delivery"), (p) => format.delivery(p.delivery) || unknown],
    [t("unitsAvailable"), (p) => format.count(p.units_available)],
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 w-32 bg-white" />
            {projects.map((project) => (
              <th key={project.id} scope="col" className="min-w-44 border-l border-slate-200 p-3 align-top font-normal">
                {project.image && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={imageAtWidth(project.image, 600)} alt="" width={300} height={200} className="aspect-[3/2] w-full rounded object-cover" />
                )}
                <Link href={project.url} className="mt-2 block text-base font-semibold text-heading hover:text-primary hover:underline">
                  {project.name}
                </Link>
                <CompareRemoveLink id={project.id} href={removeHref(project.id)} label={t("remove", { name: project.name })}>
                  <Icon name="close" className="size-3.5" />
                  {t("removeShort")}
                </CompareRemoveLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-slate-200 even:bg-slate-50">
              <th scope="row" className="sticky left-0 bg-inherit p-3 font-semibold text-slate-700">
                {label}
              </th>
              {projects.map((project) => (
                <td key={project.id} className="border-l border-slate-200 p-3 text-slate-800">
                  {value(project)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
