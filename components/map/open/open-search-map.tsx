"use client";

import L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { MAP_FIT_MAX_ZOOM } from "@/lib/catalogue/search/map-area";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { useHighlightCard } from "../highlight-card";
import { passFocusToNextMap, takeMapFocus } from "../map-focus";
import { MAP_COLOURS } from "../map-colours";
import { MarkerPopup } from "../marker-popup";
import { SearchAreaButton } from "../search-area-button";
import type { LatLng } from "../types";
import { useMapSearch } from "../use-map-search";
import { AreaDrawing } from "./area-drawing";
import { boundsOf, createBaseMap, latLngBounds } from "./base-map";
import { projectClusters, type ProjectClusters } from "./project-clusters";
import { placeLabelLayer } from "./place-labels";
import { useBaseMapTexts } from "./use-base-map-texts";
import "./open-map.css";

/** Results (or a place) fit with room around them, never closer than a town with its coast (the visitor's own area fits as it was). */
const RESULTS_FIT: L.FitBoundsOptions = { padding: L.point(48, 48), maxZoom: MAP_FIT_MAX_ZOOM };

interface Opened {
  marker: MapMarker;
  byKeyboard: boolean;
  /** The markers it was opened among: new results close it. */
  among: MapMarker[];
}

/**
 * The map view without a Google key: Leaflet on the self-served basemap, with the project markers
 * in clusters, our costas, provinces and towns, and the same searches as the Google map (a place,
 * a click on the map, "Zoek in dit gebied"). Loaded only with the map view (see search-map.tsx).
 */
export function OpenSearchMap({ markers, places, focus }: { markers: MapMarker[]; places: MapPlace[]; focus: LatLng | null }) {
  const t = useTranslations("map");
  const format = useCatalogueFormat();
  const helpId = useId();
  const { filters, initial, resultsBounds, fitKey, moved, markMoved, searchArea, searchNear, searchPlace } = useMapSearch(markers, focus);
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [openedState, setOpened] = useState<Opened | null>(null);
  const opened = openedState?.among === markers ? openedState : null;
  const [popupNode] = useState(() => document.createElement("div"));
  const clusters = useRef<ProjectClusters | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** Set while the camera moves by itself (fitting results, a popup panning into view): no "Zoek in dit gebied" then. */
  const cameraMoving = useRef(false);
  const popupOpen = useRef(false);
  const texts = useBaseMapTexts(t("mapLabel"));
  /** What the camera last fitted itself to, kept fitted when the panel's size changes, until the visitor moves the map. */
  const fitTarget = useRef<{ bounds: L.LatLngBounds; options?: L.FitBoundsOptions } | null>({ bounds: latLngBounds(initial), options: filters.bounds ? undefined : RESULTS_FIT });
  const onVisitorMove = useEffectEvent(() => {
    fitTarget.current = null;
    markMoved();
  });
  const onMapClick = useEffectEvent(searchNear);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // A click on the map searches around that point, so a double click does not zoom.
    const created = createBaseMap(element, texts, { doubleClickZoom: false });
    if (takeMapFocus()) element.focus({ preventScroll: true });
    let popupOpenAtPress = false;
    /** Set while the map is told its new size: that move is nobody's. */
    let resizing = false;
    created.on("moveend", () => {
      if (resizing) return;
      if (cameraMoving.current) cameraMoving.current = false;
      else onVisitorMove();
    });
    created.on("autopanstart", () => {
      cameraMoving.current = true;
    });
    created.on("mousedown", () => {
      popupOpenAtPress = popupOpen.current;
    });
    created.on("click", (event: L.LeafletMouseEvent) => {
      // The click that closes a popup searches nothing: by mouse (a popup was open at the press) or
      // by keyboard on its close button (gone from the map by the time the click reaches it).
      if (popupOpenAtPress || !element.contains(event.originalEvent.target as Node)) return;
      onMapClick({ lat: event.latlng.lat, lng: event.latlng.lng }, boundsOf(created.getBounds()));
    });
    // The panel takes its size with the page's layout: fit the start view once it has one, and keep
    // Leaflet told of later changes (the list panel folding, a window resized).
    let fitted = false;
    const resized = new ResizeObserver(() => {
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      resizing = true;
      created.invalidateSize({ pan: false });
      const target = fitTarget.current;
      if (target) created.fitBounds(target.bounds, { ...target.options, animate: false });
      resizing = false;
      if (!fitted) setMap(created);
      fitted = true;
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      created.remove();
      setMap(null);
    };
  }, [texts]);

  // New results for another reason than the map area (a filter, a place): show them all.
  const lastFit = useRef(fitKey);
  useEffect(() => {
    if (!map || lastFit.current === fitKey) return;
    lastFit.current = fitKey;
    if (fitKey === null || !resultsBounds) return;
    cameraMoving.current = true;
    fitTarget.current = { bounds: latLngBounds(resultsBounds), options: RESULTS_FIT };
    map.fitBounds(fitTarget.current.bounds, RESULTS_FIT);
  }, [map, fitKey, resultsBounds]);

  // Texts for the markers and labels: read when drawn, so a new render does not draw them anew.
  const markerText = useEffectEvent((marker: MapMarker) => {
    const price = marker.price_on_request ? format.priceLabel({ onRequest: true }) : marker.price_from ? format.price(marker.price_from) : "";
    const text = marker.price_on_request ? t("markerOnRequest") : format.shortPrice(marker.price_from) || "•";
    // The name starts with what the pill shows (WCAG 2.5.3: a speech user says what they see).
    return { text, label: t("marker", { short: text, name: marker.name, price }) };
  });
  const clusterLabel = useEffectEvent((count: number) => t("cluster", { count }));
  const placeLabel = useEffectEvent((place: MapPlace) => t("place", { name: place.name, count: place.count }));
  const selectPlace = useEffectEvent((place: MapPlace) => searchPlace(place.esGeo));

  useEffect(() => {
    if (!map) return;
    const layer = projectClusters(map, {
      markers,
      markerText: (marker) => markerText(marker),
      clusterLabel: (count) => clusterLabel(count),
      onOpen: (marker, byKeyboard) => setOpened({ marker, byKeyboard, among: markers }),
    });
    clusters.current = layer;
    return () => layer.remove();
  }, [map, markers]);

  const esGeo = filters.esGeo;
  useEffect(() => {
    // With the markers too: the labels keep clear of them, so they are laid out after them (this
    // effect and its `moveend` listener come after the markers' ones whenever those are renewed).
    if (!map || !markers) return;
    const layer = placeLabelLayer(map, {
      places,
      label: (place) => placeLabel(place),
      isSelected: (place) => (place.kind === "town" ? esGeo.town === place.slug : !esGeo.town && esGeo[place.kind] === place.slug),
      onSelect: (place) => selectPlace(place),
    });
    return () => layer.remove();
  }, [map, markers, places, esGeo]);

  const near = filters.near;
  useEffect(() => {
    if (!map || !near) return;
    const { colour, width, fillOpacity } = MAP_COLOURS.circle;
    const circle = L.circle([near.lat, near.lng], { radius: near.radius_km * 1000, color: colour, weight: width, fillOpacity, interactive: false }).addTo(map);
    return () => void circle.remove();
  }, [map, near]);

  useEffect(() => {
    if (!map || !opened) return;
    const { marker } = opened;
    // Panned clear of what stands along the map's top edge: the name search, "Zoek in dit gebied" under it
    // on a phone, the zoom buttons and "Teken gebied" under them (its lower edge 132 px down).
    const popup = L.popup({ closeButton: false, autoPanPadding: L.point(24, 24), autoPanPaddingTopLeft: L.point(24, 144), offset: L.point(0, -8), maxWidth: 280, className: "project-popup" });
    popup.setLatLng([marker.lat, marker.lng]).setContent(popupNode);
    popup.on("add", () => (popupOpen.current = true));
    popup.on("remove", () => {
      popupOpen.current = false;
      setOpened((current) => (current?.marker.id === marker.id ? null : current));
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpened(null);
      clusters.current?.elementOf(marker.id)?.focus({ preventScroll: true });
    };
    popupNode.addEventListener("keydown", onKey);
    popup.openOn(map);
    if (opened.byKeyboard) closeButton.current?.focus({ preventScroll: true });
    return () => {
      popupNode.removeEventListener("keydown", onKey);
      popup.off("remove");
      popup.remove();
      popupOpen.current = false;
    };
  }, [map, opened, popupNode]);

  useHighlightCard(opened?.marker.id ?? null);

  function searchInView(current: L.Map) {
    searchArea(boundsOf(current.getBounds()));
    // The button goes with the search: focus stays on the map it searched, and on the new page's map.
    current.getContainer().focus({ preventScroll: true });
    passFocusToNextMap();
  }

  function close() {
    const id = opened?.marker.id;
    setOpened(null);
    if (id !== undefined) clusters.current?.elementOf(id)?.focus({ preventScroll: true });
  }

  return (
    <>
      {/* "Teken gebied" comes after the name search, before the map and its markers. */}
      {map && <AreaDrawing map={map} />}
      {/* Before the map in the tab order: one Shift+Tab from the map that was just moved by keyboard. */}
      {moved && map && <SearchAreaButton onSearch={() => searchInView(map)} />}
      <div ref={container} aria-describedby={helpId} className="open-map isolate size-full" />
      <p id={helpId} className="sr-only">
        {t("keyboardHelp")}
      </p>
      {opened && createPortal(<MarkerPopup marker={opened.marker} onClose={close} closeRef={closeButton} />, popupNode)}
    </>
  );
}
