"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Link } from "@/components/ui/link";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { imageAtWidth } from "@/lib/media/project-image-url";

/** What a marker's popup shows (both maps): photo, name, place, price and the link to the project. */
export function MarkerPopup({ marker, title = true, onClose, closeRef }: { marker: MapMarker; title?: boolean; onClose?: () => void; closeRef?: Ref<HTMLButtonElement> }) {
  const t = useTranslations("map");
  const format = useCatalogueFormat();
  const price = marker.price_on_request ? format.priceLabel({ onRequest: true }) : marker.price_from ? t("priceFrom", { price: format.price(marker.price_from) }) : "";
  return (
    <div className="flex w-60 flex-col gap-2 text-sm" data-testid="marker-popup">
      {/* Google's info window has its own title bar and close button. */}
      {title && (
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-semibold text-heading">{marker.name}</h3>
          {onClose && (
            <button type="button" ref={closeRef} onClick={onClose} aria-label={t("closePopup")} className="-mt-1 -mr-1 grid size-7 shrink-0 place-items-center rounded-full text-lg leading-none text-slate-700 hover:bg-slate-100">
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
      {marker.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageAtWidth(marker.image, 600)} alt="" width={240} height={160} className="h-32 w-full rounded object-cover" />
      )}
      <p className="text-slate-600">{marker.town}</p>
      {price && <p className="font-bold text-primary">{price}</p>}
      <Link href={marker.url} className="font-semibold text-primary underline underline-offset-2">
        {t("viewProject")}
        <span className="sr-only">: {marker.name}</span>
      </Link>
    </div>
  );
}
