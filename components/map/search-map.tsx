"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { hasMapsKey } from "./map-config";
import { MapErrorBoundary } from "./map-error-boundary";
import { MapFallback } from "./map-fallback";
import type { LatLng, MapFacet } from "./types";

/** Over the preview while the map's code loads. */
function MapLoading() {
  const t = useTranslations("map");
  return (
    <div className="relative flex size-full items-center justify-center">
      <p role="status" className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 shadow-md">
        {t("loading")}
      </p>
    </div>
  );
}

// The map's code and data load only here, only in the map view: Google Maps with a key, else the open map.
const GoogleSearchMap = dynamic(() => import("./google-search-map").then((module) => module.GoogleSearchMap), { ssr: false, loading: MapLoading });
const OpenSearchMap = dynamic(() => import("./open/open-search-map").then((module) => module.OpenSearchMap), { ssr: false, loading: MapLoading });

export interface SearchMapProps {
  markers: MapMarker[];
  /** Costas, provinces and towns to label and search on the map. */
  places: MapPlace[];
  regions: MapFacet[];
  provinces: MapFacet[];
  countrySlug: string;
  /** Where to look when there is nothing to show (the selected place). */
  focus: LatLng | null;
}

/**
 * The live map of the map view, in its panel (map-panel.tsx): Google Maps with a key, the open map
 * (self-served, no consent needed) without one, and the costas and provinces as links when the map
 * cannot load (Google's script failed, or the map's code).
 */
export function SearchMap({ markers, places, regions, provinces, countrySlug, focus }: SearchMapProps) {
  const [failed, setFailed] = useState(false);
  const fallback = <MapFallback regions={regions} provinces={provinces} countrySlug={countrySlug} />;
  if (failed) return fallback;
  return (
    <MapErrorBoundary fallback={fallback}>
      {hasMapsKey() ? <GoogleSearchMap markers={markers} places={places} focus={focus} onFailure={() => setFailed(true)} /> : <OpenSearchMap markers={markers} places={places} focus={focus} />}
    </MapErrorBoundary>
  );
}
