/**
 * The basemap (components/map/basemap/spain.json) as one SVG picture in Web Mercator world units:
 * what the map's preview shows before the map's code loads. Its frame is the basemap's frame, so
 * the preview places it at `basemapBox()` and draws the projects on top in the same units.
 */
import type { FeatureCollection, MultiLineString, MultiPolygon, Position } from "geojson";
import basemap from "@/components/map/basemap/spain.json";
import { MAP_COLOURS } from "@/components/map/map-colours";
import { basemapBox, project } from "@/components/map/preview/mercator";

/** The open map's colours (components/map/map-colours.ts). */
const FILL = { land: MAP_COLOURS.land, spain: MAP_COLOURS.spain.fill } as const;
/** World units a screen pixel of the live map's lines: 8, as at zoom 7 (a unit is 32 px at zoom 15, halving each zoom out). */
const PIXEL = 8;
const { border } = MAP_COLOURS;

/** A second number in a path: a minus sign separates it from the first by itself. */
const step = (value: number) => (value < 0 ? String(value) : ` ${value}`);

/** A line as a path: absolute start, then relative steps of whole units (about 120 m), repeats dropped. */
function linePath(line: Position[], frame: { x: number; y: number }, close: boolean): string {
  let path = "";
  let last: [number, number] | null = null;
  for (const [lng, lat] of line) {
    const { x, y } = project(lat!, lng!);
    const point: [number, number] = [Math.round(x - frame.x), Math.round(y - frame.y)];
    if (!last) path += `M${point[0]} ${point[1]}`;
    else if (point[0] !== last[0] || point[1] !== last[1]) path += `l${point[0] - last[0]}${step(point[1] - last[1])}`;
    last = point;
  }
  return close ? `${path}z` : path;
}

export function basemapSvg(): string {
  const frame = basemapBox();
  const features = (basemap as FeatureCollection).features;
  const paths = features.map((feature) => {
    const kind = String(feature.properties?.kind);
    if (feature.geometry.type === "MultiLineString") {
      const d = (feature.geometry as MultiLineString).coordinates.map((line) => linePath(line, frame, false)).join("");
      return `<path d="${d}" fill="none" stroke="${border.colour}" stroke-width="${border.width * PIXEL}" stroke-dasharray="${border.dash.map((dash) => dash * PIXEL).join(" ")}"/>`;
    }
    const d = (feature.geometry as MultiPolygon).coordinates.flatMap((polygon) => polygon.map((ring) => linePath(ring, frame, true))).join("");
    return `<path d="${d}" fill="${FILL[kind as keyof typeof FILL] ?? FILL.land}" fill-rule="evenodd"/>`;
  });
  const width = Math.round(frame.width);
  const height = Math.round(frame.height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${paths.join("")}</svg>`;
}
