/**
 * The drawn area on the open map, in Leaflet: the searched area's outline, the outline being drawn
 * with its corners, and a layer over the whole world that takes the taps and clicks while drawing
 * (it lets none through to the map, whose own click searches around its point). The map still pans
 * and zooms under it. Markers and place labels let taps through meanwhile (area-drawing.css).
 */
import L from "leaflet";
import type { AreaPoint } from "@/lib/catalogue/search/polygon";
import { MAP_COLOURS } from "../map-colours";

/** While drawing, the map container carries this class. */
const DRAWING_CLASS = "drawing-area";

const outlineStyle = (crossing: boolean): L.PathOptions => ({
  color: crossing ? MAP_COLOURS.area.crossing : MAP_COLOURS.circle.colour,
  weight: 3,
  dashArray: "6 4",
  fillOpacity: MAP_COLOURS.circle.fillOpacity,
  interactive: false,
});

/** The area a search is limited to, drawn as a plain outline (its corner count on the container, for tests and styles). */
export function searchedArea(map: L.Map, area: readonly AreaPoint[]): () => void {
  const { colour, width, fillOpacity } = MAP_COLOURS.circle;
  const outline = L.polygon(area.map(([lat, lng]) => L.latLng(lat, lng)), { color: colour, weight: width, fillOpacity, interactive: false }).addTo(map);
  const container = map.getContainer();
  container.dataset.area = String(area.length);
  return () => {
    outline.remove();
    delete container.dataset.area;
  };
}

export interface AreaSketch {
  show: (points: readonly L.LatLng[], crossing: boolean) => void;
  remove: () => void;
}

/** Drawing mode: taps become points (`onTap`), and the outline so far is shown with its corners. */
export function areaSketch(map: L.Map, onTap: (point: L.LatLng) => void): AreaSketch {
  // Transparent but filled, so the canvas finds it under every tap; not bubbling, so the map's own click never fires.
  const catcher = L.rectangle([[-85, -180], [85, 180]], { stroke: false, fillOpacity: 0, bubblingMouseEvents: false }).addTo(map);
  catcher.on("click", (event: L.LeafletMouseEvent) => onTap(event.latlng));
  const outline = L.polygon([], outlineStyle(false)).addTo(map);
  const corners = L.layerGroup().addTo(map);
  map.getContainer().classList.add(DRAWING_CLASS);
  return {
    show(points, crossing) {
      outline.setLatLngs([...points]).setStyle(outlineStyle(crossing));
      corners.clearLayers();
      for (const point of points) L.circleMarker(point, { radius: 6, weight: 2, color: "#ffffff", fillColor: MAP_COLOURS.circle.colour, fillOpacity: 1, interactive: false }).addTo(corners);
    },
    remove() {
      map.getContainer().classList.remove(DRAWING_CLASS);
      catcher.remove();
      outline.remove();
      corners.remove();
    },
  };
}
