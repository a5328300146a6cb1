import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { MultiPolygon } from "geojson";
import { BASEMAP_FILE, type Basemap } from "../../scripts/lib/basemap";
import { buildDetailCells, DETAIL_DIR, type DetailCell } from "../../scripts/lib/coastline";
import { BASEMAP_FRAME } from "@/components/map/basemap/frame";
import { cellBox, cellsOf } from "@/components/map/basemap/detail-cells";

const root = path.join(import.meta.dirname, "../..");
const committed = (key: string) => JSON.parse(readFileSync(path.join(root, DETAIL_DIR, `${key}.json`), "utf8")) as DetailCell;
const pointsOf = (cell: DetailCell, kind: string) => cell.features.filter((feature) => feature.properties.kind === kind).flatMap((feature) => feature.geometry.coordinates.flat(2));

describe("the basemap's detail for close zooms", () => {
  it("finds the cells of a box as map tiles, each cell's box holding its corner points", () => {
    // Marbella's coast, and the whole frame.
    const [marbella] = cellsOf([-4.9, 36.5, -4.9, 36.5]);
    expect(marbella).toEqual({ x: 62, y: 50 });
    const [west, south, east, north] = cellBox(62, 50);
    expect(west).toBeLessThan(-4.9);
    expect(east).toBeGreaterThan(-4.9);
    expect(south).toBeLessThan(36.5);
    expect(north).toBeGreaterThan(36.5);
    expect(cellsOf(BASEMAP_FRAME).length).toBeGreaterThanOrEqual(28);
  });

  it("has Spain's coast from Gibraltar to Motril in more detail than the 1:10m overview, inside its cell", () => {
    const points = pointsOf(committed("62-50"), "spain");
    const [west, south, east, north] = cellBox(62, 50);
    const overview = (JSON.parse(readFileSync(path.join(root, BASEMAP_FILE), "utf8")) as Basemap).features
      .filter((feature) => feature.properties.kind === "spain")
      .flatMap((feature) => (feature.geometry as MultiPolygon).coordinates.flat(2))
      .filter(([lng, lat]) => lng! >= west && lng! <= east && lat! >= south && lat! <= north);
    expect(points.length).toBeGreaterThan(2 * overview.length);
    for (const [lng, lat] of points) {
      expect(lng).toBeGreaterThanOrEqual(west - 1e-5);
      expect(lng).toBeLessThanOrEqual(east + 1e-5);
      expect(lat).toBeGreaterThanOrEqual(south - 1e-5);
      expect(lat).toBeLessThanOrEqual(north + 1e-5);
    }
  });

  // Reads the package's 213 MB file: a few seconds.
  it("is committed exactly as its generator writes it (npm run map:basemap)", { timeout: 60_000 }, () => {
    const cells = buildDetailCells();
    expect(readdirSync(path.join(root, DETAIL_DIR)).sort()).toEqual([...cells.keys()].map((key) => `${key}.json`).sort());
    for (const [key, cell] of cells) expect(readFileSync(path.join(root, DETAIL_DIR, `${key}.json`), "utf8"), key).toBe(JSON.stringify(cell));
  });
});
