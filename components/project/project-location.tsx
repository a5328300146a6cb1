import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { googleMapsUrl } from "@/components/map/map-config";
import { Icon } from "@/components/ui/icons";

export interface LocationProps {
  name: string;
  town: string;
  province: string;
  region: string;
  lat: number;
  lng: number;
  /**
   * The interactive map (from `components/map`), laid over the block's static panel inside
   * `#project-map`: the panel shows until the map has loaded, and stays when it cannot.
   */
  map?: ReactNode;
}

/** Where the project is: town, province, costa, coordinates, a Google Maps link and the map slot. */
export function ProjectLocation({ name, town, province, region, lat, lng, map }: LocationProps) {
  const t = useTranslations("project.location");
  const format = useCatalogueFormat();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-500">{t("place")}</dt>
          <dd className="font-medium text-slate-900">{town}</dd>
          <dt className="text-slate-500">{t("province")}</dt>
          <dd className="font-medium text-slate-900">{province}</dd>
          <dt className="text-slate-500">{t("region")}</dt>
          <dd className="font-medium text-slate-900">{region}</dd>
          <dt className="text-slate-500">{t("coordinates")}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{format.coordinates(lat, lng)}</dd>
        </dl>
        <a href={googleMapsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-2 hover:underline">
          {t("openMap")}
          <Icon name="external" className="size-4" />
          <span className="sr-only">{t("newWindow")}</span>
        </a>
      </div>
      <div id="project-map" role="region" aria-label={t("mapLabel", { name })} data-lat={lat} data-lng={lng} className="relative min-h-64 overflow-hidden rounded-lg bg-slate-100">
        <div className="absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_center,var(--color-sky-100),var(--color-slate-100)_70%)] p-6 text-center">
          <div>
            <Icon name="pin" className="mx-auto size-10 text-primary" />
            <p className="mt-2 font-semibold text-slate-900">{format.place(town, region)}</p>
            <p className="mt-1 text-sm text-slate-600">{t("mapFallback", { name, town, region })}</p>
          </div>
        </div>
        {map}
      </div>
    </div>
  );
}
