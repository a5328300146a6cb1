import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { ProjectBadges, WasPrice } from "@/components/listing/project-badges";
import { PriceText } from "@/components/listing/price-text";
import { Icon } from "@/components/ui/icons";
import type { ProjectDetail } from "@/lib/catalogue/project/types";

type Props = { project: ProjectDetail; /** The page's own request section. */ requestHref: string };

/** The price box beside the photos: price range (spec formatting), VAT note, availability, delivery, calls to action. */
export function PriceBox({ project, requestHref }: Props) {
  const t = useTranslations("project");
  const tl = useTranslations("listing");
  const format = useCatalogueFormat();
  const price = format.priceLabel({ from: project.price_from, to: project.price_to, onRequest: project.price_on_request, vat: project.vat });
  const { units_total: total, units_available: available, delivery } = project.project_details;
  const status = format.statusLabel(project.status);
  const date = format.delivery(delivery);
  return (
    <section aria-labelledby="price-box-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="price-box-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("price")}
      </h2>
      <ProjectBadges project={project} className="mt-2" />
      <p className="mt-1 text-2xl font-bold text-primary" data-testid="price">
        <PriceText label={price || tl("priceUnknown")} />
      </p>
      {project.price_was !== null && <WasPrice price={project.price_was} className="block text-base" />}
      {price && !project.price_on_request && <p className="mt-1 text-sm text-slate-600">{project.vat ? t("vatExcluded") : t("vatIncluded")}</p>}
      <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Icon name="checkCircle" className="size-5 shrink-0 text-primary" />
          {available > 0 ? t("availability", { available, total }) : t("noneAvailable")}
        </li>
        <li className="flex items-center gap-2">
          <Icon name="checkCircle" className="size-5 shrink-0 text-primary" />
          {date ? t("statusAndDelivery", { status, date }) : status}
        </li>
      </ul>
      <div className="mt-5 flex flex-col gap-2 print:hidden">
        <ButtonLink href={requestHref} size="md">
          {t("requestInfo")}
        </ButtonLink>
        <ButtonLink href="#bestanden" variant="outline" size="md">
          {t("viewFiles")}
        </ButtonLink>
      </div>
    </section>
  );
}
