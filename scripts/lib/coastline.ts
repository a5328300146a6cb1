/**
 * The basemap's detail for close zooms: land and coastline from the `@geo-maps/countries-land-1m`
 * package (OpenStreetMap coastline, some 46,000 points for Spain where Natural Earth 1:10m has a few
 * thousand), cut to the basemap's frame, simplified to about 15 m and split into a grid of cells
 * (Web Mercator tiles of zoom 7, about 300 km across), one JSON file each, which the open map fetches
 * for the cells in view from zoom 10 (components/map/open/detail-coast.ts). Farther out the map keeps
 * the small Natural Earth basemap (scripts/lib/basemap.ts). `npm run map:basemap` writes both.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { clipPolygon, type Point } from "lineclip";
import { BASEMAP_FRAME } from "../../components/map/basemap/frame";
import { cellBox, cellsOf } from "../../components/map/basemap/detail-cells";

/** Where the cells live, from the project root (served as /media/basemap/detail/{x}-{y}.json). */
export const DETAIL_DIR = "public/media/basemap/detail";
/** Spain, the neighbours the frame shows, and their codes in the package (ISO 3166 alpha-3). */
const COUNTRIES = new Set(["ESP", "PRT", "FRA", "AND", "GIB", "MAR", "DZA"]);
/** Degrees: about 4 m, under a pixel at the map's closest zoom (the package has a point every 100 to 200 m along the coast). */
const TOLERANCE = 0.00004;
/** About 1 m. */
const DECIMALS = 5;

type Kind = "spain" | "land";
export type DetailCell = FeatureCollection<MultiPolygon, { kind: Kind }>;

function loadCountries(): Array<Feature<Polygon | MultiPolygon, { A3: string }>> {
  const require = createRequire(import.meta.url);
  const all = JSON.parse(readFileSync(require.resolve("@geo-maps/countries-land-1m/map.geo.json"), "utf8")) as FeatureCollection<Polygon | MultiPolygon, { A3: string }>;
  return all.features.filter((feature) => COUNTRIES.has(feature.properties.A3));
}

/** Ramer–Douglas–Peucker on one ring (planar degrees: fine at these sizes). */
function simplifyRing(points: Point[], tolerance: number): Point[] {
  if (points.length < 5) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay) || 1e-12;
    let farthest = -1;
    let distance = tolerance;
    for (let at = first + 1; at < last; at += 1) {
      const [px, py] = points[at]!;
      const away = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (away > distance) [farthest, distance] = [at, away];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, at) => keep[at] === 1);
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

function tidyRing(points: Point[]): Point[] | null {
  const ring = simplifyRing(points, TOLERANCE).map(([x, y]): Point => [round(x), round(y)]);
  if (ring.length < 4) return null;
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  return ring;
}

function clipTo(geometry: Polygon | MultiPolygon, box: [number, number, number, number]): Position[][][] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) => {
    const outer = tidyRing(clipPolygon(rings[0] as Point[], box));
    if (!outer) return [];
    const holes = rings.slice(1).map((ring) => tidyRing(clipPolygon(ring as Point[], box))).filter((ring): ring is Point[] => ring !== null);
    return [[outer, ...holes]];
  });
}

/** Every cell of the frame with land in it, by its key `{x}-{y}` (Web Mercator tiles of zoom 7). */
export function buildDetailCells(): Map<string, DetailCell> {
  const countries = loadCountries();
  const cells = new Map<string, DetailCell>();
  for (const { x, y } of cellsOf(BASEMAP_FRAME)) {
    const box = cellBox(x, y);
    const features = (["land", "spain"] as const).map((kind): Feature<MultiPolygon, { kind: Kind }> => ({
      type: "Feature",
      properties: { kind },
      geometry: { type: "MultiPolygon", coordinates: countries.filter((country) => (country.properties.A3 === "ESP") === (kind === "spain")).flatMap((country) => clipTo(country.geometry, box)) },
    }));
    if (features.some((feature) => feature.geometry.coordinates.length > 0)) cells.set(`${x}-${y}`, { type: "FeatureCollection", features });
  }
  return cells;
}

