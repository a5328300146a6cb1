/**
 * Our own places on the open map: costas, provinces and towns as labels (the costas have no outline,
 * so each is a label at its point). Each kind shows within its zooms, at its point or just beside it,
 * clear of the project markers and of each other (the more important first: costas, provinces, then
 * towns by their number of projects). A label is a button: a click, Enter or Space searches that place.
 */
import L from "leaflet";
import type { MapPlace } from "@/lib/catalogue/search/map-places";
import { labelledAt, placeLabels, placeLabelStyle, type ScreenBox } from "../label-layout";
import { AIRPORT_PANE } from "./airport-labels";
import { keyboardButton } from "./keyboard-button";

export interface PlaceLabelOptions {
  places: MapPlace[];
  /** The accessible name: what a click does. */
  label: (place: MapPlace) => string;
  isSelected: (place: MapPlace) => boolean;
  onSelect: (place: MapPlace) => void;
}

const PANE = "places";

export function placeLabelLayer(map: L.Map, options: PlaceLabelOptions): { remove: () => void } {
  // Below the project markers (600), above the basemap (400).
  if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = "500";
  const layer = L.layerGroup().addTo(map);
  const labels = options.places.map((place) => {
    const text = document.createElement("span");
    text.textContent = place.name;
    const selected = options.isSelected(place);
    const { className, width, height } = placeLabelStyle(place, selected);
    const icon = L.divIcon({ className: `${className} -translate-x-1/2 -translate-y-1/2`, html: text, iconSize: undefined, iconAnchor: [0, 0] });
    const marker = L.marker([place.lat, place.lng], { pane: PANE, keyboard: true, icon });
    marker.on("click", () => options.onSelect(place));
    marker.on("add", () => {
      const node = marker.getElement();
      if (!node) return;
      node.setAttribute("aria-label", options.label(place));
      if (selected) node.setAttribute("aria-current", "true");
      keyboardButton(node, () => options.onSelect(place));
    });
    return { place, marker, width, height };
  });
  type PlaceLabel = (typeof labels)[number];

  /** The project markers and clusters, and the airports, on screen: labels keep clear of them. */
  function markerBoxes(): ScreenBox[] {
    const origin = map.getContainer().getBoundingClientRect();
    return ["markerPane", AIRPORT_PANE].flatMap((pane) => [...(map.getPane(pane)?.children ?? [])]).map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x - origin.x + box.width / 2, y: box.y - origin.y + box.height / 2, width: box.width, height: box.height };
    });
  }

  function layout() {
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.1);
    // Only those in view are on the map: the tab order then holds what the visitor sees.
    const candidates = labels.filter(({ place }) => labelledAt(place.kind, zoom) && view.contains([place.lat, place.lng]));
    const boxes = candidates.map(({ place, width, height }, index) => {
      const point = map.latLngToContainerPoint([place.lat, place.lng]);
      return { key: String(index), x: point.x, y: point.y, width, height };
    });
    const placed = placeLabels(boxes, markerBoxes());
    const shown = new Set<PlaceLabel>();
    candidates.forEach((label, index) => {
      const offset = placed.get(String(index));
      if (!offset) return;
      shown.add(label);
      layer.addLayer(label.marker);
      const element = label.marker.getElement();
      if (element) element.style.margin = `${offset.dy}px 0 0 ${offset.dx}px`;
    });
    for (const label of labels) if (!shown.has(label)) layer.removeLayer(label.marker);
  }

  map.on("moveend", layout);
  layout();
  return {
    remove: () => {
      map.off("moveend", layout);
      layer.remove();
    },
  };
}
