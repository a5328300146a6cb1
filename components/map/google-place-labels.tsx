"use client";

import { AdvancedMarker, AdvancedMarkerAnchorPoint, useMap } from "@vis.gl/react-google-maps";
import { useEffect, useMemo, useState } from "react";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { labelledAt, mercatorPixel, placeLabels, placeLabelStyle } from "./label-layout";

/**
 * Our costas, provinces and towns over Google's map, as on the open map (open/place-labels.ts): each
 * kind within its zooms, at its point or beside it, clear of each other; a click, Enter or Space on
 * one searches that place.
 */
export function GooglePlaceLabels({ places, esGeo, label, onSelect }: { places: MapPlace[]; esGeo: GeoSelection; label: (place: MapPlace) => string; onSelect: (place: MapPlace) => void }) {
  const map = useMap();
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!map) return;
    // "idle" after the first view (and after each move), "zoom_changed" at once when zooming.
    const listeners = ["idle", "zoom_changed"].map((event) => map.addListener(event, () => setZoom(Math.round(map.getZoom() ?? 0))));
    return () => listeners.forEach((listener) => listener.remove());
  }, [map]);

  const shown = useMemo(() => {
    if (zoom === null) return [];
    const candidates = places.filter((place) => labelledAt(place.kind, zoom));
    const boxes = candidates.map((place, index) => ({ key: String(index), ...mercatorPixel(place.lat, place.lng, zoom), ...placeLabelStyle(place, false) }));
    const placed = placeLabels(boxes);
    return candidates.flatMap((place, index) => {
      const offset = placed.get(String(index));
      return offset ? [{ place, offset }] : [];
    });
  }, [places, zoom]);

  return shown.map(({ place, offset }) => {
    const selected = place.kind === "town" ? esGeo.town === place.slug : !esGeo.town && esGeo[place.kind] === place.slug;
    return (
      <AdvancedMarker key={`${place.kind}:${place.slug}`} position={{ lat: place.lat, lng: place.lng }} anchorPoint={AdvancedMarkerAnchorPoint.CENTER} zIndex={-1} title={label(place)} onClick={() => onSelect(place)}>
        <span className={placeLabelStyle(place, selected).className} style={{ translate: `${offset.dx}px ${offset.dy}px` }} aria-current={selected || undefined}>
          {place.name}
        </span>
      </AdvancedMarker>
    );
  });
}
