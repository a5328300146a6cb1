/**
 * End-to-end tests of the open map with a tile source (NEXT_PUBLIC_MAP_TILES_URL, read at build time):
 * the app is built with a local tile server's URL (tests/support/tile-server.ts, which the spec
 * starts), so this run builds the app anew, and the next run of the main suite builds it back.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/browser";
import { consentStorageState } from "./tests/support/consent";
import { e2eAppServer } from "./tests/support/e2e-app-server";
import { TILES_ATTRIBUTION, tilesPort } from "./tests/e2e-tiles/tiles-settings";

const port = Number(process.env.E2E_TILES_PORT ?? 3160);

export default defineConfig({
  testDir: "tests/e2e-tiles",
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-tiles.json" }]],
  timeout: 60_000,
  use: { baseURL: `http://localhost:${port}`, storageState: consentStorageState(), trace: "retain-on-failure" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } }],
  webServer: e2eAppServer(port, "./data/e2e-tiles", {
    NEXT_PUBLIC_MAP_TILES_URL: `http://127.0.0.1:${tilesPort(port)}/{z}/{x}/{y}.png`,
    NEXT_PUBLIC_MAP_TILES_ATTRIBUTION: TILES_ATTRIBUTION,
  }),
});
