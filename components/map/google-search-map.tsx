"use client";

import { APIProvider, Circle, Map as GoogleMap, useMap, type MapCameraChangedEvent, type MapMouseEvent } from "@vis.gl/react-google-maps";
import { useEffect, useRef, useState } from "react";
import type { Bounds } from "@/lib/catalogue/search/filter-values";
import { useTranslations } from "next-intl";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { GooglePlaceLabels } from "./google-place-labels";
import { useHighlightCard } from "./highlight-card";
import { LoadFailureWatch } from "./load-failure-watch";
import { MAP_COLOURS } from "./map-colours";
import { GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_MAP_ID } from "./map-config";
import { ProjectMarkers } from "./project-markers";
import { SearchAreaButton } from "./search-area-button";
import { takeMapFocus } from "./map-focus";
import type { LatLng } from "./types";
import { useMapSearch } from "./use-map-search";

/** The searched circle, drawn as the open map and the preview draw it. */
const CIRCLE_STYLE = { strokeColor: MAP_COLOURS.circle.colour, strokeWeight: MAP_COLOURS.circle.width, fillColor: MAP_COLOURS.circle.colour, fillOpacity: MAP_COLOURS.circle.fillOpacity, clickable: false };

/** Fits the camera to the results when the filters change and the visitor has not picked a map area. */
function CameraFit({ fitKey, bounds }: { fitKey: string | null; bounds: Bounds | null }) {
  const map = useMap();
  const last = useRef(fitKey);
  useEffect(() => {
    if (!map || last.current === fitKey) return;
    last.current = fitKey;
    if (fitKey !== null && bounds) map.fitBounds(bounds, 48);
  }, [map, fitKey, bounds]);
  return null;
}

/**
 * Google Maps for the map view (with a key). The same searches as the open map (use-map-search.ts):
 * moving or zooming offers "Zoek in dit gebied" (`bounds` in the URL); a click searches around that
 * point (`near`). Only moves made by the visitor count: the camera fitting new results does not.
 */
export function GoogleSearchMap({ markers, places, focus, onFailure }: { markers: MapMarker[]; places: MapPlace[]; focus: LatLng | null; onFailure: () => void }) {
  const t = useTranslations("map");
  const { filters, initial, resultsBounds, fitKey, moved, markMoved, searchArea, searchNear, searchPlace } = useMapSearch(markers, focus);
  const [openId, setOpenId] = useState<number | null>(null);
  const userMoved = useRef(false);
  const view = useRef<Bounds | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useHighlightCard(openId);
  // Focus handed on by the preview: the panel takes it, and the next Tab reaches Google's map.
  useEffect(() => {
    if (takeMapFocus()) panel.current?.focus({ preventScroll: true });
  }, []);

  function onCameraChanged(event: MapCameraChangedEvent) {
    view.current = event.detail.bounds;
  }

  function onIdle() {
    if (!userMoved.current) return;
    userMoved.current = false;
    markMoved();
  }

  function onClick(event: MapMouseEvent) {
    userMoved.current = false;
    const point = event.detail.latLng;
    if (!point) return;
    // The click that closes a popup searches nothing.
    if (openId !== null) return setOpenId(null);
    searchNear(point, view.current);
  }

  const markUserMove = () => {
    userMoved.current = true;
  };
  return (
    <APIProvider apiKey={GOOGLE_MAPS_API_KEY} language="nl" region="NL">
      <LoadFailureWatch onFailure={onFailure} />
      <div ref={panel} tabIndex={-1} className="size-full" onPointerDown={markUserMove} onWheel={markUserMove} onKeyDown={markUserMove}>
        <GoogleMap
          mapId={GOOGLE_MAPS_MAP_ID}
          defaultBounds={{ ...initial, padding: 48 }}
          gestureHandling="greedy"
          clickableIcons={false}
          streetViewControl={false}
          mapTypeControl={false}
          fullscreenControl={false}
          onCameraChanged={onCameraChanged}
          onIdle={onIdle}
          onClick={onClick}
          className="size-full"
        >
          <CameraFit fitKey={fitKey} bounds={resultsBounds} />
          <GooglePlaceLabels places={places} esGeo={filters.esGeo} label={(place) => t("place", { name: place.name, count: place.count })} onSelect={(place) => searchPlace(place.esGeo)} />
          <ProjectMarkers markers={markers} openId={openId} onOpen={setOpenId} />
          {filters.near && <Circle center={{ lat: filters.near.lat, lng: filters.near.lng }} radius={filters.near.radius_km * 1000} {...CIRCLE_STYLE} />}
        </GoogleMap>
      </div>
      {moved && <SearchAreaButton onSearch={() => view.current && searchArea(view.current)} />}
    </APIProvider>
  );
}
