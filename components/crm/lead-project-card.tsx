import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectCard } from "@/lib/catalogue/card";
import { panelClass } from "./field-styles";

/** The project the lead is about: picture, place, prices, and a link to its page on the lead's site. */
export function LeadProjectCard({ project, hasProject }: { project: ProjectCard | null; hasProject: boolean }) {
  const t = useTranslations("crm.lead");
  const format = useCatalogueFormat();
  return (
    <section aria-labelledby="lead-project" className={panelClass}>
      <h2 id="lead-project" className="text-lg font-bold text-slate-900">
        {t("project")}
      </h2>
      {!project ? (
        <p className="mt-2 text-slate-700">{hasProject ? t("projectGone") : t("noProject")}</p>
      ) : (
        <div className="mt-3">
          {project.image && (
            // eslint-disable-next-line @next/next/no-img-element -- a generated SVG from /media, not worth the image optimiser
            <img src={project.image} alt="" width={640} height={400} className="aspect-[16/10] w-full rounded-md object-cover" />
          )}
          <p className="mt-3 font-bold text-slate-900">{project.name}</p>
          <p className="text-sm text-slate-700">{project.geoname}</p>
          <p className="mt-1 font-semibold text-slate-900">{format.priceLabel({ from: project.price_from, to: project.price_to, onRequest: project.price_on_request, vat: project.vat })}</p>
          <a href={project.url} className="mt-2 inline-block font-semibold text-primary underline underline-offset-2">
            {t("viewProject")}
          </a>
        </div>
      )}
    </section>
  );
}
