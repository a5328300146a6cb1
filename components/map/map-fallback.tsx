"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useSearchState } from "@/components/search/search-state";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import type { MapFacet } from "./types";

function PlaceList({ title, places, selected, esGeo }: { title: string; places: MapFacet[]; selected: string | undefined; esGeo: (slug: string) => GeoSelection }) {
  const t = useTranslations("map");
  const { hrefFor } = useSearchState();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-heading">{title}</h3>
      <ul className="grid gap-1">
        {places.map((place) => (
          <li key={place.slug}>
            <Link
              href={hrefFor({ esGeo: esGeo(place.slug) })}
              scroll={false}
              aria-current={place.slug === selected ? "true" : undefined}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:border-primary hover:text-primary aria-[current=true]:border-primary aria-[current=true]:font-semibold aria-[current=true]:text-primary"
            >
              <span>{place.name}</span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 text-xs whitespace-nowrap text-slate-600 tabular-nums">{t("projects", { count: place.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The map panel when the map cannot load (Google's script failed, or the map's code): the costas and
 * provinces with their counts as links, below the panel's search by name (map-panel.tsx), which
 * stays over it. Everything else on the page keeps working.
 */
export function MapFallback({ regions, provinces, countrySlug }: { regions: MapFacet[]; provinces: MapFacet[]; countrySlug: string }) {
  const t = useTranslations("map");
  const { filters } = useSearchState();
  return (
    <section aria-labelledby="map-fallback-title" className="@container relative flex h-full flex-col gap-5 overflow-y-auto bg-slate-50 p-4 pt-18 sm:p-5 sm:pt-18">
      <div>
        <h2 id="map-fallback-title" className="text-lg font-semibold text-heading">
          {t("fallbackTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("fallbackIntro")}</p>
      </div>
      <div className="grid gap-5 @lg:grid-cols-2">
        <PlaceList title={t("regions")} places={regions} selected={filters.esGeo.region} esGeo={(region) => ({ country: countrySlug, region })} />
        <PlaceList title={t("provinces")} places={provinces} selected={filters.esGeo.province} esGeo={(province) => ({ country: countrySlug, province })} />
      </div>
    </section>
  );
}
