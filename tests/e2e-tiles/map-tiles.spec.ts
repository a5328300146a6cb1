import { expect, test } from "@playwright/test";
import { TILES_ATTRIBUTION, tilesPort } from "./tiles-settings";
import { startTileServer, type TileServer } from "../support/tile-server";
import { clusters, openMap } from "../support/map-page";

/**
 * The open map on an operator's tile source: the app was built with a local tile server's URL and
 * credit (playwright.tiles.config.ts); the tiles are drawn from our own basemap.
 */
const port = Number(process.env.E2E_TILES_PORT ?? 3160);
let tiles: TileServer;

test.beforeAll(async () => {
  tiles = await startTileServer(tilesPort(port));
});
test.afterAll(() => tiles.close());

test("draws the configured tiles under the pins, credits them, and the security policy lets them in", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const map = await openMap(page, "/demo/search/spanje/costa-del-sol?view=map");
  await expect(clusters(map).first()).toBeVisible();
  // Loaded images in the tile pane, from the tile server, which served them.
  const loaded = map.locator(`.leaflet-tile-pane img.leaflet-tile-loaded[src^="http://127.0.0.1:${tilesPort(port)}/"]`);
  await expect.poll(() => loaded.count()).toBeGreaterThan(2);
  expect(tiles.served.length).toBeGreaterThan(2);
  const size = await loaded.first().evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size).toEqual([256, 256]);
  await expect(map.locator(".leaflet-control-attribution")).toHaveText(TILES_ATTRIBUTION);
  // The tiles replace the built-in basemap: no land drawn over them.
  await expect(map.locator(".leaflet-overlay-pane canvas")).toHaveCount(0);
  expect(violations).toEqual([]);
});
