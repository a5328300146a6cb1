import { SITE_TILE_TEMPLATE } from "@/lib/media/tile-grid";

/**
 * Google Maps settings, inlined at build time. Without a key (tests, offline, a fresh checkout) no
 * Google script is ever requested: the maps are the open map the site draws itself (./open).
 */
export const GOOGLE_MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? "";
/** Advanced markers need a map id; Google's demo id works until a styled map id is configured. */
export const GOOGLE_MAPS_MAP_ID = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || "DEMO_MAP_ID";

/**
 * The operator's tile source, when the site has one (MAP_TILES_URL, read at run time): the root layout
 * puts its credit on `<html data-map-tiles>`, and the open map then draws the tiles the site serves
 * from /media/tiles (lib/media/map-tiles.ts). Null: the open map draws the site's own basemap.
 */
export function mapTiles(): { url: string; attribution: string } | null {
  const attribution = typeof document === "undefined" ? undefined : document.documentElement.dataset.mapTiles;
  return attribution === undefined ? null : { url: SITE_TILE_TEMPLATE, attribution };
}

export function hasMapsKey(): boolean {
  return GOOGLE_MAPS_API_KEY.length > 0;
}

/** A link that opens a place in Google Maps (needs no key). */
export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
