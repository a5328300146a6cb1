"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { SearchPageBox } from "@/components/search/search-page-box";
import { hasMapsKey } from "./map-config";
import { MapFallback } from "./map-fallback";
import type { LatLng, MapFacet } from "./types";

function MapLoading() {
  const t = useTranslations("map");
  return (
    <div role="status" className="flex size-full items-center justify-center bg-slate-100 text-sm text-slate-500">
      {t("loading")}
    </div>
  );
}

// Google Maps (the library and its script) loads only here, only in the map view, only with a key.
const GoogleSearchMap = dynamic(() => import("./google-search-map").then((module) => module.GoogleSearchMap), { ssr: false, loading: MapLoading });

export interface SearchMapProps {
  markers: MapMarker[];
  regions: MapFacet[];
  provinces: MapFacet[];
  countrySlug: string;
  /** Where to look when there is nothing to show (the selected place). */
  focus: LatLng | null;
}

/** The map panel of the map view: Google Maps with a name search over it, or the fallback listing (no key, or the script failed). */
export function SearchMap({ markers, regions, provinces, countrySlug, focus }: SearchMapProps) {
  const [failed, setFailed] = useState(false);
  if (!hasMapsKey() || failed) return <MapFallback regions={regions} provinces={provinces} countrySlug={countrySlug} />;
  return (
    <div className="relative size-full overflow-hidden rounded-lg border border-slate-200">
      <GoogleSearchMap markers={markers} focus={focus} onFailure={() => setFailed(true)} />
      <SearchPageBox className="absolute top-3 left-3 w-[min(20rem,calc(100%-4.5rem))]" />
    </div>
  );
}
