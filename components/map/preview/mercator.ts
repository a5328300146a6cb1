/**
 * Web Mercator, as Leaflet and Google draw a map, in a square world `WORLD` units wide: the map's
 * preview and the basemap's picture share these units, so the one lies exactly on the other.
 * At zoom 15 one unit is 32 screen pixels.
 */
import type { Bounds } from "@/lib/catalogue/search/filter-values";
import { BASEMAP_FRAME } from "../basemap/frame";

export const WORLD = 2 ** 18;

interface WorldPoint {
  x: number;
  y: number;
}

export function project(lat: number, lng: number): WorldPoint {
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * WORLD, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD };
}

/** A box in world units: left, top, width, height (an SVG viewBox). */
export interface WorldBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function projectBounds({ north, south, east, west }: Bounds): WorldBox {
  const topLeft = project(north, west);
  const bottomRight = project(south, east);
  return { x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
}

/** The basemap's frame in world units: where its picture lies. */
export function basemapBox(): WorldBox {
  const [west, south, east, north] = BASEMAP_FRAME;
  return projectBounds({ north, south, east, west });
}

/** World units per kilometre at a latitude (Mercator stretches them away from the equator). */
export function unitsPerKm(lat: number): number {
  return WORLD / (40_075 * Math.cos((lat * Math.PI) / 180));
}
