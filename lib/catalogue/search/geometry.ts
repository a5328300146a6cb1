/** Distances and boxes on the globe for the map searches. Pure and client-safe. */
import type { Bounds, Near } from "./filter-values";

export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest lat/lng box holding every point within the radius: an index-friendly prefilter
 * before the exact distance test. Near the poles (or a box wider than the globe) it spans all longitudes.
 */
export function nearBox(near: Pick<Near, "lat" | "lng" | "radius_km">): Bounds {
  const dLat = near.radius_km / KM_PER_DEGREE;
  const north = Math.min(90, near.lat + dLat);
  const south = Math.max(-90, near.lat - dLat);
  const widest = Math.max(Math.abs(north), Math.abs(south));
  const cos = Math.cos(radians(widest));
  const dLng = cos > 1e-9 ? near.radius_km / (KM_PER_DEGREE * cos) : 180;
  if (dLng >= 180) return { north, south, west: -180, east: 180 };
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
  return { north, south, west: wrap(near.lng - dLng), east: wrap(near.lng + dLng) };
}

/** Whether a box crosses the antimeridian (west edge east of the east edge). */
export function crossesAntimeridian(bounds: Pick<Bounds, "west" | "east">): boolean {
  return bounds.west > bounds.east;
}
