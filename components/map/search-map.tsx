"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { SearchPageBox } from "@/components/search/search-page-box";
import { useSearchState } from "@/components/search/search-state";
import { hasMapsKey } from "./map-config";
import { MapErrorBoundary } from "./map-error-boundary";
import { MapFallback } from "./map-fallback";
import { passFocusToNextMap } from "./map-focus";
import { MapPreview } from "./preview/map-preview";
import { mapStartBounds } from "./use-map-search";
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

const subscribeNothing = () => () => {};
/** True on the server and while the page hydrates; false in a render after that. */
const useHydrating = () => useSyncExternalStore(subscribeNothing, () => false, () => true);

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
 * The map panel of the map view, with a name search over it: Google Maps with a key, the open map
 * (self-served, no consent needed) without one, and the costas and provinces as links when the map
 * cannot load (Google's script failed, or the map's code).
 *
 * A page that opens in the map view shows the map's preview first, drawn by the server, and loads
 * the live map on the visitor's first touch of the panel (pointer, wheel, or focus on the map): its
 * code is a third of the page's JavaScript. A map view opened from another view loads it at once.
 */
export function SearchMap({ markers, places, regions, provinces, countrySlug, focus }: SearchMapProps) {
  const t = useTranslations("map");
  const helpId = useId();
  const { filters } = useSearchState();
  const [failed, setFailed] = useState(false);
  const hydrating = useHydrating();
  const [live, setLive] = useState(!hydrating);
  const fallback = <MapFallback regions={regions} provinces={provinces} countrySlug={countrySlug} />;
  if (failed) return fallback;
  const goLive = () => setLive(true);
  const wake = live ? {} : { onPointerMove: goLive, onPointerDown: goLive, onWheel: goLive };
  const focusLive = () => {
    passFocusToNextMap();
    goLive();
  };
  return (
    <MapErrorBoundary fallback={fallback}>
      <div className="relative size-full overflow-hidden rounded-lg border border-slate-200" {...wake}>
        <MapPreview markers={markers} bounds={mapStartBounds(filters, markers, focus)} fitted={!filters.bounds} near={filters.near} />
        {/* Before the map: the tab order reaches the name search first, then the map. */}
        <div className="absolute top-3 left-3 z-10 w-[min(20rem,calc(100%-4.5rem))]">
          <SearchPageBox />
        </div>
        {!live ? (
          // The preview in the map's place, by name and in the tab order: focused, it hands its focus to the live map.
          <div role="region" aria-label={t("mapLabel")} aria-describedby={helpId} tabIndex={0} onFocus={focusLive} className="absolute inset-0">
            <p id={helpId} className="sr-only">
              {t("keyboardHelp")}
            </p>
          </div>
        ) : hasMapsKey() ? (
          <GoogleSearchMap markers={markers} places={places} focus={focus} onFailure={() => setFailed(true)} />
        ) : (
          <OpenSearchMap markers={markers} places={places} focus={focus} />
        )}
      </div>
    </MapErrorBoundary>
  );
}
