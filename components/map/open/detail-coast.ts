/**
 * The basemap's detail for close zooms (scripts/lib/coastline.ts): from DETAIL_FROM_ZOOM the open map
 * fetches the detail cells in view (static files, about 5 to 120 KB each, cached by the browser) and
 * draws them instead of the 1:10m overview, whose coastline is hundreds of metres off at that scale.
 */
import L from "leaflet";
import type { GeoJsonObject } from "geojson";
import { DETAIL_FROM_ZOOM, cellsOf } from "../basemap/detail-cells";

const CELL_URL = (key: string) => `/media/basemap/detail/${key}.json`;

/** Shows `overview` far out and the detail cells in view close in, drawn with `options` (the overview's). */
export function detailCoast(map: L.Map, overview: L.Layer, options: L.GeoJSONOptions & L.PathOptions): void {
  const detail = L.layerGroup();
  // Fills only: a cell's polygons end at the cell's edge, where an outline would draw a false coast.
  const style = (feature?: GeoJSON.Feature): L.PathOptions => ({ ...(typeof options.style === "function" ? options.style(feature) : options.style), stroke: false });
  /** Cells asked for (a missing cell, open sea, answers 404 once and is not asked again). */
  const requested = new Set<string>();

  function update() {
    const close = map.getZoom() >= DETAIL_FROM_ZOOM;
    if (!close) {
      detail.remove();
      if (!map.hasLayer(overview)) overview.addTo(map);
      return;
    }
    overview.remove();
    detail.addTo(map);
    const view = map.getBounds();
    for (const { x, y } of cellsOf([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()])) {
      const key = `${x}-${y}`;
      if (requested.has(key)) continue;
      requested.add(key);
      void fetch(CELL_URL(key))
        .then((response) => (response.ok ? (response.json() as Promise<GeoJsonObject>) : null))
        .then((cell) => cell && detail.addLayer(L.geoJSON(cell, { ...options, style })))
        .catch(() => requested.delete(key));
    }
  }

  map.on("zoomend moveend", update);
  map.whenReady(update);
}
