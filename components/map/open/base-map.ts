/**
 * The open map's base: a Leaflet map drawing the basemap the site serves itself (land, coastline and
 * borders from Natural Earth, cut to Spain at build time: scripts/lib/basemap.ts; from zoom 10 the
 * detailed coastline of scripts/lib/coastline.ts), on a canvas, with
 * Dutch zoom buttons, the costas' airports and the data's credit: no request leaves the site. With the
 * operator's tile source (MAP_TILES_URL, served by the site) its raster tiles and credit take the
 * basemap's place.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { GeoJsonObject } from "geojson";
import type { Airport } from "@/lib/catalogue/airports";
import type { Bounds } from "@/lib/catalogue/search/filter-values";
import basemap from "../basemap/spain.json";
import { MAP_COLOURS } from "../map-colours";
import { TILE_MAX_ZOOM } from "@/lib/media/tile-grid";
import { mapTiles } from "../map-config";
import { addAirportLabels } from "./airport-labels";
import { detailCoast } from "./detail-coast";

/**
 * Our coastline (1:10m far out, 1:1 million from zoom 10) is right to a hundred metres or so: closer
 * than 15 it only misleads. The operator's tiles (streets, beaches) are worth a closer look.
 */
const OWN_BASEMAP_MAX_ZOOM = 15;
const MIN_ZOOM = 5;
/** Panning stops a little beyond the basemap's frame (scripts/lib/basemap.ts). */
const PAN_LIMIT = L.latLngBounds([33.5, -12.5], [45.5, 7.5]);

const STYLES: Record<string, L.PathOptions> = {
  land: { stroke: false, fillColor: MAP_COLOURS.land, fillOpacity: 1 },
  spain: { color: MAP_COLOURS.spain.coast, weight: 1, fillColor: MAP_COLOURS.spain.fill, fillOpacity: 1 },
  border: { color: MAP_COLOURS.border.colour, weight: MAP_COLOURS.border.width, dashArray: MAP_COLOURS.border.dash.join(" "), fill: false },
};

export interface BaseMapTexts {
  zoomIn: string;
  zoomOut: string;
  attribution: string;
  label: string;
  /** An airport's name for assistive technology ("Luchthaven Málaga (AGP)"). */
  airport: (airport: Airport) => string;
}

export function createBaseMap(element: HTMLElement, texts: BaseMapTexts, options: L.MapOptions = {}): L.Map {
  const tiles = mapTiles();
  const maxZoom = tiles ? TILE_MAX_ZOOM : OWN_BASEMAP_MAX_ZOOM;
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    minZoom: MIN_ZOOM,
    maxZoom,
    maxBounds: PAN_LIMIT,
    maxBoundsViscosity: 0.8,
    // Whole-number zooms keep the clusters (one set per zoom) and the labels steady.
    zoomSnap: 1,
    renderer: L.canvas({ padding: 0.3 }),
    ...options,
  });
  // The container is the map's keyboard target (arrows pan, + and - zoom): name it.
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", texts.label);
  // The sea: what shows behind the basemap's land.
  element.style.background = MAP_COLOURS.sea;
  L.control.zoom({ position: "topright", zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  // The control writes HTML: the operator's credit goes in as text.
  L.control.attribution({ prefix: false }).addAttribution(tiles ? escapeHtml(tiles.attribution) : texts.attribution).addTo(map);
  // Where the map stands, for the page's tests and styles: its zoom once it has a view.
  const standing = () => {
    element.dataset.zoom = String(map.getZoom());
  };
  map.on("moveend", standing);
  map.whenReady(standing);
  // The operator's tiles under the pins, or else the basemap the site serves itself.
  if (tiles) L.tileLayer(tiles.url, { maxZoom }).addTo(map);
  else {
    // Its own pane under the overlays: the searched circle stays above the land drawn after it.
    map.createPane(BASEMAP_PANE).style.zIndex = "350";
    const options: L.GeoJSONOptions & L.PathOptions = { interactive: false, renderer: L.canvas({ pane: BASEMAP_PANE, padding: 0.3 }), style: (feature) => STYLES[String(feature?.properties?.kind)] ?? {} };
    detailCoast(map, L.geoJSON(basemap as GeoJsonObject, options), options);
  }
  addAirportLabels(map, texts.airport);
  return map;
}

const BASEMAP_PANE = "basemap";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A Leaflet box as the search's `Bounds`. */
export function boundsOf(box: L.LatLngBounds): Bounds {
  return { north: box.getNorth(), south: box.getSouth(), east: box.getEast(), west: box.getWest() };
}

export function latLngBounds(bounds: Bounds): L.LatLngBounds {
  return L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);
}
