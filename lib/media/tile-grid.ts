/**
 * The raster tiles of the open map's tile source (MAP_TILES_URL): the grid Leaflet asks for and where
 * the site serves each tile. Pure and client-safe: the map and the tile route share it.
 */

/** The closest zoom with a tile source (its streets and beaches are worth it; our own coastline stops at 15). */
export const TILE_MAX_ZOOM = 18;

/** Where the site serves the source's tiles, as Leaflet's URL template. */
export const SITE_TILE_TEMPLATE = "/media/tiles/{z}/{x}/{y}";

/** A tile's place: zoom 0 to 18, and x and y inside that zoom's grid. */
export function isTile(z: number, x: number, y: number): boolean {
  return Number.isInteger(z) && z >= 0 && z <= TILE_MAX_ZOOM && [x, y].every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** z);
}

/** The source's URL of one tile ({s}: one of the usual a, b, c subdomains, the same for a tile each time). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  const subdomain = "abc"[(x + y) % 3]!;
  return template.replaceAll("{z}", String(z)).replaceAll("{x}", String(x)).replaceAll("{y}", String(y)).replaceAll("{s}", subdomain);
}
