/**
 * The open map on an operator's tile source (MAP_TILES_URL, read at run time): a second instance of
 * this run's build, set to a local tile server that draws our own basemap, on the first instance's
 * database (here because PostgreSQL lets two servers share one; the build is the same, no new one).
 * The browser asks the site for /media/tiles; the site asks the tile server.
 */
import { expect, test } from "@playwright/test";
import { clusters, openMap } from "../support/map-page";
import { startTileServer, type TileServer } from "../support/tile-server";
import { startSecondInstance, type SecondInstance } from "./second-instance";

const ATTRIBUTION = "© Testtegels van Costa Nieuwbouw";
let tiles: TileServer;
let app: SecondInstance;
let origin = "";

test.beforeAll(async () => {
  tiles = await startTileServer();
  app = await startSecondInstance(3164, { MAP_TILES_URL: `${tiles.origin}/{z}/{x}/{y}.png`, MAP_TILES_ATTRIBUTION: ATTRIBUTION });
  origin = app.origin;
});

test.afterAll(async () => {
  await app?.stop();
  await tiles?.close();
});

test("draws the source's tiles, served by the site, under the pins and credits them; the policy is unchanged", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const map = await openMap(page, `${origin}/demo/search/spanje/costa-del-sol?view=map`);
  await expect(clusters(map).first()).toBeVisible();
  const loaded = map.locator('.leaflet-tile-pane img.leaflet-tile-loaded[src^="/media/tiles/"]');
  await expect.poll(() => loaded.count()).toBeGreaterThan(2);
  expect(tiles.served.length).toBeGreaterThan(2);
  expect(await loaded.first().evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([256, 256]);
  await expect(map.locator(".leaflet-control-attribution")).toHaveText(ATTRIBUTION);
  // The tiles take the built-in basemap's place: no land drawn over them.
  await expect(map.locator(".leaflet-overlay-pane canvas")).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a tile answer is an image under the media policy, kept by browsers; outside the grid, or without a source, a 404", async ({ request, baseURL }) => {
  const tile = await request.get(`${origin}/media/tiles/7/62/49`);
  expect(tile.status()).toBe(200);
  expect(tile.headers()).toMatchObject({ "content-type": "image/png", "content-security-policy": "default-src 'none'; sandbox", "x-content-type-options": "nosniff" });
  expect(tile.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  expect(tiles.served).toContain("7/62/49");
  for (const path of ["/media/tiles/3/8/0", "/media/tiles/19/0/0", "/media/tiles/a/b/c"]) expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
  // The run's first instance has no source: its map draws the site's own basemap.
  expect((await request.get(`${baseURL}/media/tiles/7/62/49`)).status()).toBe(404);
});
