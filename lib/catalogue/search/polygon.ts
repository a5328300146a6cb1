/**
 * A drawn search area: a simple polygon of 3 to 100 `[lat, lng]` points, taken on a flat plane of
 * degrees (fine at the scale of a costa; an area is never read across the antimeridian). One rule for
 * "inside", written once here for the browser and the tests and once in SQL (`query.ts`) in the same
 * form, so both agree: even-odd ray casting, counting the edges a ray east of the point crosses.
 * Pure and client-safe.
 */
import type { Bounds } from "./filter-values";

export type AreaPoint = [lat: number, lng: number];
export type Area = readonly AreaPoint[];

export const AREA_POINTS = { min: 3, max: 100 } as const;

/** Why an area cannot be searched; null when it can. */
export type AreaProblem = "tooFew" | "tooMany" | "selfIntersecting";

const same = (a: AreaPoint, b: AreaPoint) => a[0] === b[0] && a[1] === b[1];

/** Repeated points dropped (a double tap), and a closing point that repeats the first (GeoJSON's rings). */
export function tidyArea(points: Area): AreaPoint[] {
  const kept = points.filter((point, index) => index === 0 || !same(point, points[index - 1]!));
  return kept.length > 1 && same(kept[0]!, kept[kept.length - 1]!) ? kept.slice(0, -1) : kept;
}

/** Which side of the line a→b the point c lies on: > 0 left, < 0 right, 0 on it. */
const turn = (a: AreaPoint, b: AreaPoint, c: AreaPoint) => (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
const between = (a: number, b: number, value: number) => Math.min(a, b) <= value && value <= Math.max(a, b);
const onSegment = (a: AreaPoint, b: AreaPoint, c: AreaPoint) => turn(a, b, c) === 0 && between(a[0], b[0], c[0]) && between(a[1], b[1], c[1]);

/** Whether the segments a–b and c–d share a point (touching and overlapping count). */
function segmentsMeet(a: AreaPoint, b: AreaPoint, c: AreaPoint, d: AreaPoint): boolean {
  const [d1, d2, d3, d4] = [turn(c, d, a), turn(c, d, b), turn(a, b, c), turn(a, b, d)];
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(c, d, a) || onSegment(c, d, b) || onSegment(a, b, c) || onSegment(a, b, d);
}

/**
 * Whether two edges of the ring cross or touch, other than neighbours at their shared corner. A
 * triangle whose points lie on one line counts too (its edges overlap): it encloses nothing.
 */
export function selfIntersects(points: Area): boolean {
  const n = points.length;
  const edge = (i: number) => [points[i]!, points[(i + 1) % n]!] as const;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      if (neighbours) {
        // Neighbours share one corner; folding back onto each other is an overlap.
        const shared = j === i + 1 ? b : a;
        const [far1, far2] = j === i + 1 ? [a, d] : [b, c];
        if (turn(far1, shared, far2) === 0 && (onSegment(far1, shared, far2) || onSegment(shared, far2, far1))) return true;
        continue;
      }
      if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/** What is wrong with an area (after `tidyArea`), or null. */
export function areaProblem(points: Area): AreaProblem | null {
  if (points.length < AREA_POINTS.min) return "tooFew";
  if (points.length > AREA_POINTS.max) return "tooMany";
  return selfIntersects(points) ? "selfIntersecting" : null;
}

/** The smallest lat/lng box around the area: the index's prefilter before the exact test. */
export function areaBounds(points: Area): Bounds {
  const lats = points.map((point) => point[0]);
  const lngs = points.map((point) => point[1]);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/**
 * The edges a ray crosses, as the SQL states them: each edge that is not horizontal, with its lower
 * and upper latitude and the longitude where it meets a latitude (`lng0 + slope * (lat - lat0)`).
 */
export interface AreaEdge {
  latLow: number;
  latHigh: number;
  lat0: number;
  lng0: number;
  slope: number;
}

export function areaEdges(points: Area): AreaEdge[] {
  return points.flatMap((start, index) => {
    const end = points[(index + 1) % points.length]!;
    if (start[0] === end[0]) return [];
    return [{ latLow: Math.min(start[0], end[0]), latHigh: Math.max(start[0], end[0]), lat0: start[0], lng0: start[1], slope: (end[1] - start[1]) / (end[0] - start[0]) }];
  });
}

/** Whether a point lies inside (even-odd): an edge is crossed when latLow < lat <= latHigh and the edge lies east of the point. */
export function insideArea(point: { lat: number; lng: number }, edges: readonly AreaEdge[]): boolean {
  let crossings = 0;
  for (const edge of edges) {
    if (point.lat > edge.latLow && point.lat <= edge.latHigh && point.lng < edge.lng0 + edge.slope * (point.lat - edge.lat0)) crossings++;
  }
  return crossings % 2 === 1;
}
