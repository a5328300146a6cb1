"use client";

import L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { createBaseMap } from "@/components/map/open/base-map";
import { useBaseMapTexts } from "@/components/map/open/use-base-map-texts";
import "@/components/map/open/open-map.css";
import { Button } from "@/components/ui/button";

/** Spain's middle, where the map opens when the form has no coordinates yet. */
const SPAIN_CENTRE: L.LatLngTuple = [40.2, -3.7];
const PICK_ZOOM = 12;

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A small open map to pick a listing's coordinates: a click places the marker; by keyboard the arrows
 * move the map under the cross in its middle and "Hier plaatsen" places the marker there.
 */
export function CoordinateMap({ lat, lng, onPick }: { lat: number | null; lng: number | null; onPick: (lat: number, lng: number) => void }) {
  const t = useTranslations("crm.listings");
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const texts = useBaseMapTexts(t("mapLabel"));
  const start = useRef(lat !== null && lng !== null ? ([lat, lng] as L.LatLngTuple) : null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createBaseMap(element, texts, { scrollWheelZoom: false, center: start.current ?? SPAIN_CENTRE, zoom: start.current ? PICK_ZOOM : 6 });
    const icon = L.divIcon({ className: "location-pin", html: '<span class="block size-5 rounded-full border-3 border-white bg-primary shadow-md"></span>', iconSize: [20, 20], iconAnchor: [10, 10] });
    marker.current = L.marker(start.current ?? SPAIN_CENTRE, { icon, interactive: false, keyboard: false, opacity: start.current ? 1 : 0 }).addTo(created);
    created.on("click", (event: L.LeafletMouseEvent) => pick.current(rounded(event.latlng.lat), rounded(event.latlng.lng)));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [texts]);

  // The fields stay the truth: typed coordinates move the marker too.
  useEffect(() => {
    if (lat === null || lng === null || !marker.current) return;
    marker.current.setLatLng([lat, lng]).setOpacity(1);
    // A place out of sight or picked from afar (a town chosen, coordinates typed, a first click) is
    // brought to the middle, closer in, where the arrows and "Hier plaatsen" refine it.
    const shown = map.current;
    if (shown && (shown.getZoom() < PICK_ZOOM || !shown.getBounds().contains([lat, lng]))) shown.setView([lat, lng], Math.max(shown.getZoom(), PICK_ZOOM));
  }, [lat, lng]);

  function placeAtCentre() {
    const centre = map.current?.getCenter();
    if (centre) pick.current(rounded(centre.lat), rounded(centre.lng));
  }

  return (
    <div>
      <p id="coordinate-map-hint" className="text-sm text-slate-600">
        {t("mapHint")}
      </p>
      <div className="relative mt-2 h-72 overflow-hidden rounded-md ring-1 ring-slate-300">
        <div ref={container} tabIndex={0} aria-describedby="coordinate-map-hint" className="open-map isolate size-full focus-visible:outline-3 focus-visible:outline-primary" />
        {/* The cross the keyboard's "place here" uses: the map's middle. */}
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 z-[500] -translate-x-1/2 -translate-y-1/2 text-2xl leading-none font-bold text-slate-900">
          +
        </span>
      </div>
      <Button type="button" variant="outline" className="mt-2" onClick={placeAtCentre}>
        {t("mapPlaceHere")}
      </Button>
    </div>
  );
}
