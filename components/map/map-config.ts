/**
 * Google Maps settings, inlined at build time. Without a key (tests, offline, a fresh checkout) no
 * Google script is ever requested: the maps are the open map the site draws itself (./open).
 */
export const GOOGLE_MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? "";
/** Advanced markers need a map id; Google's demo id works until a styled map id is configured. */
export const GOOGLE_MAPS_MAP_ID = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || "DEMO_MAP_ID";

/**
 * The operator's raster tiles for the open map (an XYZ URL template and its credit), inlined at build
 * time; null: the open map draws the basemap the site serves itself.
 */
export const MAP_TILES = process.env.NEXT_PUBLIC_MAP_TILES_URL ? { url: process.env.NEXT_PUBLIC_MAP_TILES_URL, attribution: process.env.NEXT_PUBLIC_MAP_TILES_ATTRIBUTION ?? "" } : null;

export function hasMapsKey(): boolean {
  return GOOGLE_MAPS_API_KEY.length > 0;
}

/** A link that opens a place in Google Maps (needs no key). */
export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
