/**
 * The grid of the basemap's detail files (scripts/lib/coastline.ts): Web Mercator tiles of one zoom,
 * so the map finds the cells in view as it finds tiles. Client-safe.
 */
const DETAIL_CELL_ZOOM = 7;
/** From this zoom the open map draws the detail instead of the 1:10m overview. */
export const DETAIL_FROM_ZOOM = 10;

const cellCount = 2 ** DETAIL_CELL_ZOOM;
const lngToX = (lng: number) => Math.floor(((lng + 180) / 360) * cellCount);
const latToY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * cellCount);
};
const xToLng = (x: number) => (x / cellCount) * 360 - 180;
const yToLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / cellCount))) * 180) / Math.PI;

/** West, south, east, north of a cell. */
export function cellBox(x: number, y: number): [number, number, number, number] {
  return [xToLng(x), yToLat(y + 1), xToLng(x + 1), yToLat(y)];
}

/** The cells a box (west, south, east, north) touches. */
export function cellsOf([west, south, east, north]: readonly [number, number, number, number]): Array<{ x: number; y: number }> {
  const cells: Array<{ x: number; y: number }> = [];
  for (let x = lngToX(west); x <= lngToX(east); x += 1) for (let y = latToY(north); y <= latToY(south); y += 1) cells.push({ x, y });
  return cells;
}
