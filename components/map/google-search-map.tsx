"use client";

import { APIProvider, Circle, Map as GoogleMap, useMap, type MapCameraChangedEvent, type MapMouseEvent } from "@vis.gl/react-google-maps";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useSearchState } from "@/components/search/search-state";
import type { Bounds } from "@/lib/catalogue/search/filter-values";
import { nearRadiusKm, pointsBounds, roundBounds, roundCoordinate, sameBounds } from "@/lib/catalogue/search/map-area";
import { nearBox } from "@/lib/catalogue/search/geometry";
import { matchKey } from "@/lib/catalogue/search/keys";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { LoadFailureWatch } from "./load-failure-watch";
import { GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_MAP_ID } from "./map-config";
import { ProjectMarkers } from "./project-markers";
import type { LatLng } from "./types";

/** The Spanish coasts of the catalogue, when there is nothing else to show. */
const COASTS: Bounds = { north: 39.0, south: 36.2, east: 0.3, west: -5.6 };
const SEARCH_DELAY_MS = 500;

/** Fits the camera to the results when the filters change and the visitor has not picked a map area. */
function CameraFit({ fitKey, bounds }: { fitKey: string; bounds: Bounds | null }) {
  const map = useMap();
  const last = useRef(fitKey);
  useEffect(() => {
    if (!map || !bounds || last.current === fitKey) return;
    last.current = fitKey;
    map.fitBounds(bounds, 48);
  }, [map, fitKey, bounds]);
  return null;
}

/**
 * Google Maps for the map view. Moving or zooming the map searches within it (`bounds` in the URL,
 * after a short pause, replacing the history entry); a click searches around that point (`near`).
 * Only moves made by the visitor search: the camera fits to new results without starting a search.
 */
export function GoogleSearchMap({ markers, focus, onFailure }: { markers: MapMarker[]; focus: LatLng | null; onFailure: () => void }) {
  const t = useTranslations("map");
  const { filters, navigate } = useSearchState();
  const [follow, setFollow] = useState(true);
  const [openId, setOpenId] = useState<number | null>(null);
  const userMoved = useRef(false);
  const view = useRef<Bounds | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const resultsBounds = pointsBounds(markers) ?? (focus ? pointsBounds([focus]) : null);
  const [initial] = useState<Bounds>(() => filters.bounds ?? (filters.near ? nearBox(filters.near) : resultsBounds) ?? COASTS);
  // Refit to the markers when the results change for another reason than the map area itself.
  const fitKey = filters.bounds || filters.near ? "map-area" : JSON.stringify([filters.esGeo, matchKey(filters)]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onCameraChanged(event: MapCameraChangedEvent) {
    view.current = event.detail.bounds;
  }

  function onIdle() {
    if (!userMoved.current) return;
    userMoved.current = false;
    if (!follow || openId !== null) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const bounds = view.current;
      if (bounds && !sameBounds(bounds, filters.bounds)) navigate({ bounds: roundBounds(bounds) }, { replace: true });
    }, SEARCH_DELAY_MS);
  }

  function onClick(event: MapMouseEvent) {
    userMoved.current = false;
    const point = event.detail.latLng;
    if (!point) return;
    setOpenId(null);
    const radius = view.current ? nearRadiusKm(view.current) : 10;
    navigate({ near: { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng), radius_km: radius } });
  }

  const markMoved = () => {
    userMoved.current = true;
  };
  return (
    <APIProvider apiKey={GOOGLE_MAPS_API_KEY} language="nl" region="NL">
      <LoadFailureWatch onFailure={onFailure} />
      <div className="size-full" onPointerDown={markMoved} onWheel={markMoved} onKeyDown={markMoved}>
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
          <ProjectMarkers markers={markers} openId={openId} onOpen={setOpenId} />
          {filters.near && <Circle center={{ lat: filters.near.lat, lng: filters.near.lng }} radius={filters.near.radius_km * 1000} strokeColor="#13206a" strokeWeight={2} fillColor="#13206a" fillOpacity={0.08} clickable={false} />}
        </GoogleMap>
      </div>
      <label className="absolute bottom-6 left-3 flex items-center gap-2 rounded-md bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow">
        <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.currentTarget.checked)} className="size-4 accent-primary" />
        {t("followMap")}
      </label>
    </APIProvider>
  );
}
