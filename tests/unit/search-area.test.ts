/**
 * The drawn area (issue 47 item 3): the point-in-polygon test against an independent winding-number
 * count, the outline checks, the URL and API readings, and the SQL clause's shape.
 */
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import fc from "fast-check";
// The server's field messages (the API's input validation loads them the same way).
import "@/lib/i18n/standalone";
import { describe, expect, it } from "vitest";
import { areaValue } from "@/lib/catalogue/search/filter-values";
import { EMPTY_FILTERS, normalizeFilters } from "@/lib/catalogue/search/filters";
import { matchKey } from "@/lib/catalogue/search/keys";
import { areaBounds, areaEdges, areaProblem, insideArea, selfIntersects, tidyArea, type AreaPoint } from "@/lib/catalogue/search/polygon";
import { searchConditions } from "@/lib/catalogue/search/query";
import { searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";
import { MARBELLA_TRIANGLE, starOutline } from "../support/areas";

const TRIANGLE = MARBELLA_TRIANGLE;
/** A U open to the north: its notch (36.55, -4.85) is outside. */
const U_SHAPE: AreaPoint[] = [
  [36.5, -4.9],
  [36.5, -4.8],
  [36.6, -4.8],
  [36.6, -4.83],
  [36.52, -4.83],
  [36.52, -4.87],
  [36.6, -4.87],
  [36.6, -4.9],
];
const inside = (points: AreaPoint[], lat: number, lng: number) => insideArea({ lat, lng }, areaEdges(points));

/** The winding number of the ring around a point (non-zero inside): another rule than even-odd, the same answer for a simple polygon. */
function windingNumber(points: readonly AreaPoint[], lat: number, lng: number): number {
  let winding = 0;
  points.forEach((start, index) => {
    const end = points[(index + 1) % points.length]!;
    const side = (end[1] - start[1]) * (lat - start[0]) - (end[0] - start[0]) * (lng - start[1]);
    if (start[0] <= lat && end[0] > lat && side > 0) winding++;
    else if (start[0] > lat && end[0] <= lat && side < 0) winding--;
  });
  return winding;
}

/** The shortest distance from a point to the ring's edges, in degrees. */
function distanceToOutline(points: readonly AreaPoint[], lat: number, lng: number): number {
  return Math.min(
    ...points.map((start, index) => {
      const end = points[(index + 1) % points.length]!;
      const [dy, dx] = [end[0] - start[0], end[1] - start[1]];
      const t = dy === 0 && dx === 0 ? 0 : Math.max(0, Math.min(1, ((lat - start[0]) * dy + (lng - start[1]) * dx) / (dy * dy + dx * dx)));
      return Math.hypot(lat - (start[0] + t * dy), lng - (start[1] + t * dx));
    }),
  );
}

describe("whether a point lies inside a drawn area", () => {
  it("finds points inside a triangle and a concave outline, not in the notch or beyond", () => {
    expect(inside(TRIANGLE, 36.53, -4.87)).toBe(true);
    expect(inside(TRIANGLE, 36.6, -4.87)).toBe(false);
    expect(inside(TRIANGLE, 36.53, -5.0)).toBe(false);
    expect(inside(U_SHAPE, 36.51, -4.85)).toBe(true);
    expect(inside(U_SHAPE, 36.58, -4.885)).toBe(true);
    expect(inside(U_SHAPE, 36.55, -4.85)).toBe(false);
    expect(inside(U_SHAPE, 36.65, -4.85)).toBe(false);
  });

  it("agrees with the winding number for star-shaped outlines and any point", () => {
    const star = starOutline(fc.constant<[number, number]>([36.5, -4.9]), { min: 0.01, max: 0.3 });
    const point = fc.tuple(fc.double({ min: 36.1, max: 36.9, noNaN: true }), fc.double({ min: -5.3, max: -4.5, noNaN: true }));
    fc.assert(
      fc.property(star, point, (points, [lat, lng]) => {
        // On the outline itself the two rules may differ, and no search depends on it.
        fc.pre(distanceToOutline(points, lat, lng) > 1e-9);
        expect(inside(points, lat, lng)).toBe(windingNumber(points, lat, lng) !== 0);
      }),
      { numRuns: 2_000 },
    );
  });

  it("boxes the area for the index's prefilter", () => {
    expect(areaBounds(TRIANGLE)).toEqual({ south: 36.47, north: 36.58, west: -4.95, east: -4.8 });
  });
});

describe("the outline of a drawn area", () => {
  it("refuses a bow tie, a spike that folds back, a corner touched twice and points on one line", () => {
    expect(selfIntersects(TRIANGLE)).toBe(false);
    expect(selfIntersects(U_SHAPE)).toBe(false);
    expect(selfIntersects([[0, 0], [1, 1], [0, 1], [1, 0]])).toBe(true);
    expect(selfIntersects([[0, 0], [0, 2], [0, 1], [1, 1]])).toBe(true);
    expect(selfIntersects([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1]])).toBe(true);
    expect(selfIntersects([[0, 0], [1, 1], [2, 2]])).toBe(true);
  });

  it("counts points after repeated and closing ones are dropped", () => {
    expect(tidyArea([[1, 1], [1, 1], [2, 2], [3, 1], [1, 1]])).toEqual([[1, 1], [2, 2], [3, 1]]);
    expect(areaProblem(tidyArea([[1, 1], [2, 2], [2, 2], [1, 1]]))).toBe("tooFew");
    expect(areaProblem(Array.from({ length: 101 }, (_, i): AreaPoint => [Math.sin(i / 16), Math.cos(i / 16)]))).toBe("tooMany");
    expect(areaProblem([[0, 0], [1, 1], [0, 1], [1, 0]])).toBe("selfIntersecting");
    expect(areaProblem(TRIANGLE)).toBeNull();
  });
});

describe("a drawn area in the URL and the API", () => {
  it("round-trips in the URL as rounded lat,lng pairs", () => {
    const location = parseSearchLocation(["spanje", "costa-del-sol"], new URLSearchParams("area=36.55,-4.95;36.58,-4.8;36.47,-4.85&view=map"))!;
    expect(location.filters.area).toEqual(TRIANGLE);
    expect(searchPath(location.filters, "map")).toBe("/search/spanje/costa-del-sol?area=36.55,-4.95;36.58,-4.8;36.47,-4.85&view=map");
    expect(areaValue.fromUrl("36.123456789,-4.1;36.2,-4.2;36.1,-4.3")).toEqual([[36.12346, -4.1], [36.2, -4.2], [36.1, -4.3]]);
  });

  it("drops a URL's area that is malformed, crossing, out of range, too short or too long, and keeps the other filters", () => {
    for (const raw of ["36.5,-4.9;36.6,-4.8", "0,0;1,1;0,1;1,0", "91,0;0,1;1,1", "NaN,1;2,3;4,5", "36.5;-4.9;1", Array.from({ length: 101 }, (_, i) => `${Math.sin(i / 16).toFixed(4)},${Math.cos(i / 16).toFixed(4)}`).join(";")]) {
      const filters = parseSearchLocation([], new URLSearchParams({ area: raw, bedrooms: "2" }))!.filters;
      expect(filters.area, raw).toBeNull();
      expect(filters.bedrooms).toBe(2);
    }
  });

  it("answers the API with a Dutch field message for each refusal", () => {
    const message = (area: unknown) => searchRequestSchema.safeParse({ area }).error?.issues.find((issue) => issue.path[0] === "area")?.message;
    expect(message([[36.5, -4.9], [36.6, -4.8]])).toBe("Een gebied heeft minstens 3 punten");
    expect(message([[36.5, -4.9], [36.5, -4.9], [36.6, -4.8], [36.5, -4.9]])).toBe("Een gebied heeft minstens 3 punten");
    expect(message(Array.from({ length: 10_000 }, (_, i) => [Math.sin(i), Math.cos(i)]))).toBe("Een gebied heeft hoogstens 100 punten");
    expect(message([[0, 0], [1, 1], [0, 1], [1, 0]])).toBe("De lijnen van het gebied mogen elkaar niet kruisen of raken");
    for (const bad of [[[Number.NaN, 1], [2, 3], [4, 5]], [[91, 0], [0, 1], [1, 1]], [[1, 2, 3], [2, 3], [4, 5]], [["36.5", "-4.9"], [2, 3], [4, 5]], "36.5,-4.9"]) {
      expect(message(bad)).toMatch(/breedtegraad|Ongeldige invoer/);
    }
    expect(searchRequestSchema.parse({ area: [...TRIANGLE, TRIANGLE[0]] }).area).toEqual(TRIANGLE);
  });

  it("is a box the index answers, then the crossing count on lat and lng", () => {
    const base = searchConditions(matchKey(EMPTY_FILTERS), null).length;
    const parts = searchConditions(matchKey(normalizeFilters({ area: TRIANGLE })), null).slice(base);
    const { sql: text, params } = new PgDialect().sqlToQuery(sql.join(parts, sql` and `));
    expect(text).toMatch(/^"projects"."lat" between \$1 and \$2 and "projects"."lng" between \$3 and \$4 and \(\(/);
    expect(text).toMatch(/\) % 2 = 1$/);
    expect(params.slice(0, 4)).toEqual([36.47, 36.58, -4.95, -4.8]);
    // Three sloping edges, five numbers each.
    expect(params.length).toBe(4 + 3 * 5);
  });
});
