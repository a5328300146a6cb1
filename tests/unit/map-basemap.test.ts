import { readFileSync } from "node:fs";
import path from "node:path";
import type { MultiLineString, MultiPolygon } from "geojson";
import { describe, expect, it } from "vitest";
import { BASEMAP_FILE, BASEMAP_FRAME, basemapText, buildBasemap } from "../../scripts/lib/basemap";
import { basemapBox, project, WORLD } from "@/components/map/preview/mercator";
import { basemapSvg } from "@/lib/media/basemap-svg";

const root = path.join(import.meta.dirname, "../..");

describe("the self-served basemap", () => {
  const basemap = buildBasemap();

  it("is committed exactly as its generator writes it (npm run map:basemap)", () => {
    expect(readFileSync(path.join(root, BASEMAP_FILE), "utf8")).toBe(basemapText(basemap));
  });

  it("holds Spain, its neighbours' land and the borders, inside the frame, small enough for the map's first draw", () => {
    expect(basemap.features.map((feature) => feature.properties.kind)).toEqual(["land", "spain", "border"]);
    const [west, south, east, north] = BASEMAP_FRAME;
    for (const feature of basemap.features) {
      const points = (feature.geometry as MultiPolygon | MultiLineString).coordinates.flat(feature.geometry.type === "MultiPolygon" ? 2 : 1) as number[][];
      expect(points.length).toBeGreaterThan(50);
      for (const [lng, lat] of points) {
        expect(lng).toBeGreaterThanOrEqual(west);
        expect(lng).toBeLessThanOrEqual(east);
        expect(lat).toBeGreaterThanOrEqual(south);
        expect(lat).toBeLessThanOrEqual(north);
      }
    }
    expect(basemapText(basemap).length).toBeLessThan(120_000);
  });

  it("keeps the peninsula and the Balearic Islands as separate polygons of Spain, and drops the far-away Canaries", () => {
    const spain = basemap.features[1]!.geometry as MultiPolygon;
    const contains = (lng: number, lat: number) =>
      spain.coordinates.some(([outer]) => {
        // Ray casting on the outer ring.
        let inside = false;
        for (let i = 0, j = outer!.length - 1; i < outer!.length; j = i++) {
          const [xi, yi] = outer![i]!;
          const [xj, yj] = outer![j]!;
          if (yi! > lat !== yj! > lat && lng < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) inside = !inside;
        }
        return inside;
      });
    expect(contains(-3.7, 40.4)).toBe(true); // Madrid
    expect(contains(-4.42, 36.75)).toBe(true); // Málaga, a few km inland
    expect(contains(2.9, 39.6)).toBe(true); // Mallorca
    expect(contains(-0.2, 38.0)).toBe(false); // the sea off Torrevieja
    expect(contains(-9.14, 38.72)).toBe(false); // Lisbon is Portugal
  });

  it("as the preview's picture: the same layers in world units, every point inside the picture, where the projection puts it", () => {
    const svg = basemapSvg();
    const box = basemapBox();
    const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number);
    expect([width, height]).toEqual([Math.round(box.width), Math.round(box.height)]);
    const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!);
    expect(paths).toHaveLength(3);
    for (const d of paths) {
      // Absolute moves, relative steps: walk them and stay inside (a unit of rounding either way).
      let [x, y] = [0, 0];
      for (const [, command, a, b] of d.matchAll(/([Mlz])(-?\d+)?(?: ?(-?\d+))?/g)) {
        if (command === "z") continue;
        [x, y] = command === "M" ? [Number(a), Number(b)] : [x + Number(a), y + Number(b)];
        expect(x).toBeGreaterThanOrEqual(-1);
        expect(x).toBeLessThanOrEqual(width! + 1);
        expect(y).toBeGreaterThanOrEqual(-1);
        expect(y).toBeLessThanOrEqual(height! + 1);
      }
    }
    const [lng, lat] = (basemap.features[1]!.geometry as MultiPolygon).coordinates[0]![0]![0]!;
    const first = project(lat!, lng!);
    expect(paths[1]!.startsWith(`M${Math.round(first.x - box.x)} ${Math.round(first.y - box.y)}l`)).toBe(true);
    // Web Mercator's anchors: the meridian and the equator meet in the world's middle; north is up.
    expect(project(0, 0)).toEqual({ x: WORLD / 2, y: WORLD / 2 });
    expect(project(40, 0).y).toBeLessThan(project(36, 0).y);
  });
});
