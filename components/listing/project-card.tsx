import { useTranslations } from "next-intl";
import Link from "next/link";
import { STATUS_LABELS, type ProjectCard as Card } from "@/lib/catalogue/card";
import { formatAreaRange, formatCountRange, priceLabel } from "@/lib/catalogue/format";
import { typeLabel } from "@/lib/catalogue/property-types";

/** A project in a grid or list: image, name, place, price box and the key ranges. */
export function ProjectCard({ project, priority = false }: { project: Card; priority?: boolean }) {
  const t = useTranslations("listing");
  const price = priceLabel({ from: project.price_from, to: project.price_to, onRequest: project.price_on_request, vat: project.vat });
  const bedrooms = formatCountRange(project.bedrooms_min, project.bedrooms_max);
  const bathrooms = formatCountRange(project.bathrooms_min, project.bathrooms_max);
  const area = formatAreaRange(project.area_min, project.area_max);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {project.image && (
          // Generated SVG illustrations: nothing for the image optimiser to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={project.image} alt="" width={600} height={400} loading={priority ? "eager" : "lazy"} decoding="async" className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
        )}
        <span className="absolute top-3 left-3 rounded bg-primary px-2 py-1 text-xs font-semibold text-white">{STATUS_LABELS[project.status]}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {typeLabel(project.type_id)} · {project.town}, {project.region}
        </p>
        <h3 className="text-lg leading-snug font-semibold text-heading">
          <Link href={project.url} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.name}
          </Link>
        </h3>
        <p className="text-xl font-bold text-primary">{price || t("priceUnknown")}</p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-600">
          {bedrooms && (
            <div className="flex gap-1">
              <dt>{t("bedrooms")}</dt>
              <dd className="font-medium text-slate-800">{bedrooms}</dd>
            </div>
          )}
          {bathrooms && (
            <div className="flex gap-1">
              <dt>{t("bathrooms")}</dt>
              <dd className="font-medium text-slate-800">{bathrooms}</dd>
            </div>
          )}
          {area && (
            <div className="flex gap-1">
              <dt className="sr-only">{t("area")}</dt>
              <dd className="font-medium text-slate-800">{area}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
