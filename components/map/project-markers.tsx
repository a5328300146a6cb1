"use client";

import { MarkerClusterer } from "@googlemaps/markerclusterer";
import { AdvancedMarker, InfoWindow, useMap } from "@vis.gl/react-google-maps";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { MarkerPopup } from "./marker-popup";

type MarkerElement = google.maps.marker.AdvancedMarkerElement;

function ProjectMarker({ marker, onOpen, setMarkerRef }: { marker: MapMarker; onOpen: (id: number) => void; setMarkerRef: (element: MarkerElement | null, id: number) => void }) {
  const t = useTranslations("map");
  const format = useCatalogueFormat();
  // A stable ref callback: called on mount and unmount only (an inline one would churn the clusterer).
  const ref = useCallback((element: MarkerElement | null) => setMarkerRef(element, marker.id), [marker.id, setMarkerRef]);
  const label = marker.price_on_request ? t("markerOnRequest") : format.shortPrice(marker.price_from) || "•";
  return (
    <AdvancedMarker ref={ref} position={{ lat: marker.lat, lng: marker.lng }} title={marker.name} onClick={() => onOpen(marker.id)}>
      <span className="block rounded-full border-2 border-white bg-primary px-2 py-0.5 text-xs font-bold whitespace-nowrap text-on-primary shadow-md">{label}</span>
    </AdvancedMarker>
  );
}

/** A marker per project (price pills), grouped in clusters, with an info popup for the one opened. */
export function ProjectMarkers({ markers, openId, onOpen }: { markers: MapMarker[]; openId: number | null; onOpen: (id: number | null) => void }) {
  const map = useMap();
  const [elements, setElements] = useState<Record<number, MarkerElement>>({});
  const clusterer = useMemo(() => (map ? new MarkerClusterer({ map }) : null), [map]);

  useEffect(() => () => clusterer?.setMap(null), [clusterer]);
  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers();
    clusterer.addMarkers(Object.values(elements));
  }, [clusterer, elements]);

  const setMarkerRef = useCallback((element: MarkerElement | null, id: number) => {
    setElements((previous) => {
      if ((element && previous[id] === element) || (!element && !previous[id])) return previous;
      const next = { ...previous };
      if (element) next[id] = element;
      else delete next[id];
      return next;
    });
  }, []);

  const open = markers.find((marker) => marker.id === openId);
  return (
    <>
      {markers.map((marker) => (
        <ProjectMarker key={marker.id} marker={marker} onOpen={onOpen} setMarkerRef={setMarkerRef} />
      ))}
      {open && elements[open.id] && (
        <InfoWindow anchor={elements[open.id]} onCloseClick={() => onOpen(null)} headerContent={<strong className="text-sm text-heading">{open.name}</strong>} maxWidth={260}>
          <MarkerPopup marker={open} title={false} />
        </InfoWindow>
      )}
    </>
  );
}
