"use client";

import { useCallback, useState } from "react";
import { useSearchState } from "@/components/search/search-state";
import type { Bounds, GeoSelection } from "@/lib/catalogue/search/filter-values";
import { matchKey } from "@/lib/catalogue/search/keys";
import { mapStartBounds, nearRadiusKm, resultsBounds, roundBounds, roundCoordinate, sameBounds } from "@/lib/catalogue/search/map-area";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { LatLng } from "./types";

/**
 * What both search maps (Google's and the open one) do with the search: where the camera starts,
 * when it refits to new results, and the searches a visitor starts on the map. Moving the map only
 * offers "Zoek in dit gebied" (`moved`); the search runs when that is chosen.
 */
export function useMapSearch(markers: MapMarker[], focus: LatLng | null) {
  const { filters, navigate } = useSearchState();
  const [moved, setMoved] = useState(false);
  const [initial] = useState<Bounds>(() => mapStartBounds(filters, markers, focus));
  // Refit to the markers when the results change for another reason than the map area itself: null
  // while the visitor's own area (bounds, near or a drawn one) is searched, which the camera leaves where it is.
  const fitKey = filters.bounds || filters.near || filters.area ? null : JSON.stringify([filters.esGeo, matchKey(filters)]);

  /** The visitor moved or zoomed the map (not the camera fitting itself). */
  const markMoved = useCallback(() => setMoved(true), []);
  const searchArea = useCallback(
    (view: Bounds) => {
      setMoved(false);
      if (!sameBounds(view, filters.bounds)) navigate({ bounds: roundBounds(view) });
    },
    [filters.bounds, navigate],
  );
  /** A click on the map: around that point, a circle sized to the visible map. */
  const searchNear = useCallback(
    (point: LatLng, view: Bounds | null) => {
      setMoved(false);
      navigate({ near: { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng), radius_km: view ? nearRadiusKm(view) : 10 } });
    },
    [navigate],
  );
  const searchPlace = useCallback(
    (esGeo: GeoSelection) => {
      setMoved(false);
      navigate({ esGeo, q: null });
    },
    [navigate],
  );
  return { filters, initial, resultsBounds: resultsBounds(markers, focus), fitKey, moved, markMoved, searchArea, searchNear, searchPlace };
}
