"use client";

import L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { createBaseMap } from "./base-map";
import { useBaseMapTexts } from "./use-base-map-texts";
import "./open-map.css";

const ZOOM = 10;

/**
 * The project page's location map without a Google key: the self-served basemap with a pin at the
 * project and its town's name beside it. Loaded as the block comes near (project-location-map.tsx).
 */
export function OpenLocationMap({ lat, lng, name, town }: { lat: number; lng: number; name: string; town: string }) {
  const t = useTranslations("map");
  const container = useRef<HTMLDivElement>(null);
  const texts = useBaseMapTexts(t("locationMarker", { name }));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The page scrolls under the wheel, and under one finger on a phone; the buttons, keys, a mouse
    // drag and two fingers move the map.
    const map = createBaseMap(element, texts, { scrollWheelZoom: false, dragging: !L.Browser.mobile, center: [lat, lng], zoom: ZOOM });
    const pin = L.divIcon({ className: "location-pin", html: '<span class="block size-5 rounded-full border-3 border-white bg-primary shadow-md"></span>', iconSize: [20, 20], iconAnchor: [10, 10] });
    L.marker([lat, lng], { icon: pin, interactive: false, keyboard: false })
      .bindTooltip(town, { permanent: true, direction: "right", offset: L.point(10, 0), className: "location-label" })
      .addTo(map);
    return () => void map.remove();
  }, [lat, lng, town, texts]);

  return <div ref={container} className="open-map isolate size-full" />;
}
