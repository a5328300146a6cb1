/**
 * End-to-end tests against PostgreSQL (run when DATABASE_URL names a server): the test process writes
 * to the same database as the app, which PGlite (one process per directory) cannot allow. The app
 * gets a database of its own on that server, created by the server script and dropped afterwards.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/browser";
import { consentStorageState } from "./tests/support/consent";
import { E2E_BUILD_ENV } from "./tests/support/e2e-build";

const port = Number(process.env.E2E_PG_PORT ?? 3150);
const baseURL = `http://localhost:${port}`;
// Fixed here, in the main process, so the workers (which inherit the environment) see the same names.
process.env.COSTA_E2E_DATABASE ??= `costa_e2e_${Date.now()}_${process.pid}`;
process.env.COSTA_E2E_TOKEN ??= `e2e-${Date.now()}-operator-token-0123456789abcdef`;

export default defineConfig({
  testDir: "tests/e2e-pg",
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-pg.json" }]],
  timeout: 60_000,
  globalTeardown: "./tests/e2e-pg/drop-database.ts",
  use: { baseURL, storageState: consentStorageState(), trace: "on-first-retry" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } }],
  webServer: {
    command: "tsx tests/e2e-pg/server.mts",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // TRUST_PROXY: the burst tests give each simulated visitor an address of its own (X-Forwarded-For).
    env: { PORT: String(port), NODE_ENV: "production", ...E2E_BUILD_ENV, INTERNAL_API_TOKEN: process.env.COSTA_E2E_TOKEN, TRUST_PROXY: "1" },
  },
});
