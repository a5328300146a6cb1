import { describe, expect, it } from "vitest";
import { isTile, tileUrl, TILE_MAX_ZOOM } from "@/lib/media/tile-grid";

describe("the tile source's grid", () => {
  it("knows a tile by its zoom and its place in that zoom's grid", () => {
    expect(isTile(0, 0, 0)).toBe(true);
    expect(isTile(7, 62, 49)).toBe(true);
    expect(isTile(TILE_MAX_ZOOM, 2 ** 18 - 1, 0)).toBe(true);
    expect(isTile(3, 8, 0)).toBe(false);
    expect(isTile(19, 0, 0)).toBe(false);
    expect(isTile(-1, 0, 0)).toBe(false);
    expect(isTile(2, 1.5, 0)).toBe(false);
  });

  it("fills in the source's template, each tile on one of its a, b, c subdomains", () => {
    expect(tileUrl("https://tiles.example.nl/{z}/{x}/{y}.png", 7, 62, 49)).toBe("https://tiles.example.nl/7/62/49.png");
    expect(tileUrl("https://{s}.tile.example.org/{z}/{x}/{y}.png", 7, 62, 49)).toBe("https://a.tile.example.org/7/62/49.png");
    expect(tileUrl("https://{s}.tile.example.org/{z}/{x}/{y}.png", 7, 63, 49)).toBe("https://b.tile.example.org/7/63/49.png");
  });
});
