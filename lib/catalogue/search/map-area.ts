/**
 * Searching on the map: the radius of a click search, comparing map areas the way the
 * URL stores them, the box around a set of markers, where a map starts, and the short prices on
 * markers. Pure and client-safe.
 */
import { URL_COORDINATE_DECIMALS, type Bounds, type Near } from "./filter-values";
import { haversineKm, nearBox } from "./geometry";
import { areaBounds, type Area } from "./polygon";

/**
 * The closest a map fits itself to results or a place: a town's projects close together still open
 * with the coast or the town around them (zoom 12 is about 20 km across a desktop's map), never at
 * the map's closest zoom. The visitor zooms in further.
 */
export const MAP_FIT_MAX_ZOOM = 12;

/** The Spanish coasts of the catalogue, when there is nothing else to show. */
const COASTS: Bounds = { north: 39.0, south: 36.2, east: 0.3, west: -5.6 };

/** Where a search map starts: the searched area, circle or drawn area, else the results, else the selected place, else the coasts. */
export function mapStartBounds(filters: { bounds: Bounds | null; near: Near | null; area?: Area | null }, points: readonly { lat: number; lng: number }[], focus: { lat: number; lng: number } | null): Bounds {
  if (filters.area) return areaBounds(filters.area);
  return filters.bounds ?? (filters.near ? nearBox(filters.near) : resultsBounds(points, focus)) ?? COASTS;
}

/** What a search map fits to new results: the box around them, else around the selected place, else null. */
export function resultsBounds(points: readonly { lat: number; lng: number }[], focus: { lat: number; lng: number } | null): Bounds | null {
  return pointsBounds(points) ?? (focus ? pointsBounds([focus]) : null);
}

const RADIUS_STEPS_KM = [1, 2, 3, 5, 10, 15, 20, 25, 30, 50, 75, 100, 150, 200] as const;

/** A click searches a circle of about a sixth of the visible map's diagonal, on a round step. */
export function nearRadiusKm(view: Bounds): number {
  const diagonal = haversineKm({ lat: view.south, lng: view.west }, { lat: view.north, lng: view.east });
  const wanted = diagonal / 6;
  return RADIUS_STEPS_KM.find((step) => step >= wanted) ?? 200;
}

/** Coordinates as the URL keeps them (5 decimals, about a metre). */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(URL_COORDINATE_DECIMALS));
}

export function roundBounds(bounds: Bounds): Bounds {
  return { north: roundCoordinate(bounds.north), south: roundCoordinate(bounds.south), east: roundCoordinate(bounds.east), west: roundCoordinate(bounds.west) };
}

/** Equal once rounded like the URL: a map that settles where it was does not search again. */
export function sameBounds(a: Bounds | null | undefined, b: Bounds | null | undefined): boolean {
  if (!a || !b) return a === b;
  const x = roundBounds(a);
  const y = roundBounds(b);
  return x.north === y.north && x.south === y.south && x.east === y.east && x.west === y.west;
}

/** The box around points, or null without points. A single point gets a small box around it. */
export function pointsBounds(points: readonly { lat: number; lng: number }[]): Bounds | null {
  if (points.length === 0) return null;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  const pad = 0.01;
  if (north - south < pad) [north, south] = [north + pad, south - pad];
  if (east - west < pad) [east, west] = [east + pad, west - pad];
  return { north, south, east, west };
}

