/**
 * The open map's project markers: a price pill per project, grouped by supercluster into round
 * clusters with their count. Only what is in view is on the map (a few dozen elements at any zoom,
 * whatever the number of projects), kept per cluster or project between moves so that focus stays.
 * Markers and clusters are buttons in the tab order: Enter or Space opens a popup or zooms in.
 * Pills never overlap unreadably: projects closer than a pill's width share a cluster at every zoom,
 * and a cluster at the closest zoom spreads its pills in a column around its point when chosen.
 */
import L from "leaflet";
import Supercluster from "supercluster";
import type { MapMarker } from "@/lib/catalogue/search/map-marker";
import { keyboardButton } from "./keyboard-button";

type Point = Supercluster.PointFeature<{ id: number }>;
type Feature = Supercluster.ClusterFeature<{ id?: number }> | Point;

export interface ProjectClusterOptions {
  markers: MapMarker[];
  /** The pill's text and the marker's accessible name. */
  markerText: (marker: MapMarker) => { text: string; label: string };
  clusterLabel: (count: number) => string;
  /** A marker was chosen; `byKeyboard` when with Enter or Space (the popup then takes focus). */
  onOpen: (marker: MapMarker, byKeyboard: boolean) => void;
}

export interface ProjectClusters {
  /** The element of a project's marker when it is shown on its own (not in a cluster). */
  elementOf: (id: number) => HTMLElement | null;
  remove: () => void;
}

const PILL = "project-pin rounded-full border-2 border-white bg-primary px-2 py-0.5 text-xs font-bold whitespace-nowrap text-on-primary shadow-md -translate-x-1/2 -translate-y-1/2 cursor-pointer";
const CLUSTER = "project-cluster grid place-items-center rounded-full border-2 border-white bg-heading font-bold text-white shadow-md -translate-x-1/2 -translate-y-1/2 cursor-pointer";

const keyOf = (feature: Feature) => ("cluster" in feature.properties && feature.properties.cluster ? `c${feature.properties.cluster_id}` : `p${feature.properties.id}`);

/**
 * Cluster radii in screen pixels (Leaflet's tiles are 256 px). Far out the clusters (round, 30 to 52 px)
 * keep clear of each other; from PILL_ZOOM, where single projects show as pills, about the widest
 * pill's width ("€ 1,42 mln.", "Op aanvraag"), so that pills never cover each other.
 */
const CLUSTER_RADIUS = 40;
const PILL_RADIUS = 80;
const PILL_ZOOM = 13;
/** A spread cluster's pills, one under the other. */
const PILL_STEP = 28;

function clusterSize(count: number): number {
  return count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
}

export function projectClusters(map: L.Map, options: ProjectClusterOptions): ProjectClusters {
  const byId = new Map(options.markers.map((marker) => [marker.id, marker]));
  const points = options.markers.map((marker): Point => ({ type: "Feature", geometry: { type: "Point", coordinates: [marker.lng, marker.lat] }, properties: { id: marker.id } }));
  const far = new Supercluster<{ id: number }, { id?: number }>({ radius: CLUSTER_RADIUS, extent: 256, maxZoom: PILL_ZOOM - 1 }).load(points);
  // The map's closest zoom: 15 on the site's own basemap, 18 on a tile source (base-map.ts).
  const maxZoom = map.getMaxZoom();
  const near = new Supercluster<{ id: number }, { id?: number }>({ radius: PILL_RADIUS, extent: 256, maxZoom }).load(points);
  /** The clusters of the map's zoom (their ids tell their zoom apart, so the two sets never share one). */
  const index = () => (Math.round(map.getZoom()) >= PILL_ZOOM ? near : far);

  const layer = L.layerGroup().addTo(map);
  let shown = new Map<string, L.Marker>();
  /** After a cluster zooms in by keyboard: its first project, whose marker (or cluster) takes focus once drawn. */
  let focusNext: number | null = null;

  /** Clusters at the closest zoom whose pills are spread (until the zoom changes). */
  let spread = new Set<number>();
  let spreadZoom = maxZoom;

  function zoomInto(feature: Supercluster.ClusterFeature<{ id?: number }>, byKeyboard: boolean) {
    const id = feature.properties.cluster_id;
    const zoom = index().getClusterExpansionZoom(id);
    const first = index().getLeaves(id, 1)[0];
    focusNext = byKeyboard && first ? first.properties.id : null;
    if (zoom > maxZoom) {
      spread.add(id);
      spreadZoom = map.getZoom();
      return render();
    }
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    map.setView([lat, lng], zoom);
  }

  /** The features to draw: a spread cluster's projects instead of it, each with its place in the column. */
  function expand(features: Feature[]): Array<{ feature: Feature; dy: number }> {
    return features.flatMap((feature) => {
      const id = "cluster" in feature.properties && feature.properties.cluster ? feature.properties.cluster_id : null;
      if (id === null || !spread.has(id)) return [{ feature, dy: 0 }];
      const leaves = index().getLeaves(id, Infinity);
      return leaves.map((leaf, at) => ({ feature: { ...leaf, geometry: feature.geometry }, dy: (at - (leaves.length - 1) / 2) * PILL_STEP }));
    });
  }

  function create(feature: Feature): L.Marker {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const element = document.createElement("span");
    let icon: L.DivIcon;
    let label: string;
    let activate: (byKeyboard: boolean) => void;
    if ("cluster" in feature.properties && feature.properties.cluster) {
      const count = feature.properties.point_count;
      const size = clusterSize(count);
      element.textContent = String(count);
      icon = L.divIcon({ className: CLUSTER, html: element, iconSize: [size, size], iconAnchor: [0, 0] });
      label = options.clusterLabel(count);
      activate = (byKeyboard) => zoomInto(feature as Supercluster.ClusterFeature<{ id?: number }>, byKeyboard);
    } else {
      const marker = byId.get(feature.properties.id as number)!;
      const text = options.markerText(marker);
      element.textContent = text.text;
      icon = L.divIcon({ className: PILL, html: element, iconSize: undefined, iconAnchor: [0, 0] });
      label = text.label;
      activate = (byKeyboard) => options.onOpen(marker, byKeyboard);
    }
    const marker = L.marker([lat, lng], { icon, keyboard: true, riseOnHover: true });
    marker.on("add", () => {
      const node = marker.getElement();
      if (!node) return;
      node.setAttribute("aria-label", label);
      keyboardButton(node, () => activate(true));
    });
    marker.on("click", () => activate(false));
    return marker;
  }

  /** The marker that shows a project: its pill, or the cluster it is in. */
  function holding(markers: Map<string, L.Marker>, id: number): L.Marker | undefined {
    const key = [...markers.keys()].find((key) => key === `p${id}` || (key.startsWith("c") && index().getLeaves(Number(key.slice(1)), Infinity).some((leaf) => leaf.properties.id === id)));
    return key === undefined ? undefined : markers.get(key);
  }

  function render() {
    if (map.getZoom() !== spreadZoom) spread = new Set();
    const box = map.getBounds().pad(0.25);
    const features = index().getClusters([box.getWest(), box.getSouth(), box.getEast(), box.getNorth()], Math.round(map.getZoom()));
    const next = new Map<string, L.Marker>();
    // West to east: the tab order follows the map.
    features.sort((a, b) => a.geometry.coordinates[0]! - b.geometry.coordinates[0]!);
    for (const { feature, dy } of expand(features)) {
      const key = keyOf(feature);
      const marker = shown.get(key) ?? create(feature);
      if (!shown.has(key)) layer.addLayer(marker);
      const element = marker.getElement();
      if (element) element.style.marginTop = `${dy}px`;
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) layer.removeLayer(marker);
    shown = next;
    if (focusNext !== null) {
      holding(next, focusNext)?.getElement()?.focus({ preventScroll: true });
      focusNext = null;
    }
  }

  map.on("moveend", render);
  render();
  return {
    elementOf: (id) => shown.get(`p${id}`)?.getElement() ?? null,
    remove: () => {
      map.off("moveend", render);
      layer.remove();
    },
  };
}
