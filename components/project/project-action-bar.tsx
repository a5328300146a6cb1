import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { PriceText } from "@/components/listing/price-text";
import { ButtonLink } from "@/components/ui/button-link";
import type { ProjectDetail } from "@/lib/catalogue/project/types";

/**
 * A phone's view of the price box: the price and "Vraag informatie aan" fixed to the bottom of the
 * screen (below `lg`, where the price box sits beside the photos and stays in view). Cached with the page.
 */
export function ProjectActionBar({ project, requestHref }: { project: ProjectDetail; requestHref: string }) {
  const t = useTranslations("project");
  const tl = useTranslations("listing");
  const format = useCatalogueFormat();
  const price = format.priceLabel({ from: project.price_from, to: project.price_to, onRequest: project.price_on_request, vat: project.vat });
  return (
    <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden print:hidden">
      <div className="mx-auto flex max-w-[720px] items-center justify-between gap-2">
        <p className="min-w-0 text-[0.95rem] leading-tight">
          <span className="sr-only">{t("price")}: </span>
          <PriceText label={price || tl("priceUnknown")} vatApart data-testid="action-bar-price" className="font-bold text-primary" />
        </p>
        <ButtonLink href={requestHref} size="sm" className="h-11 shrink-0">
          {t("requestInfo")}
        </ButtonLink>
      </div>
    </div>
  );
}
