/**
 * Two app instances behind nginx on one PostgreSQL database and one Redis (tests/e2e-multi): sessions,
 * the shared cache, rate limits, the mail outbox and a graceful stop, seen across instances. Needs
 * DATABASE_URL (a server the tests may create a database on), Redis (REDIS_URL or 127.0.0.1:6379)
 * and Debian's nginx. Ports: E2E_MULTI_PORT (nginx) and E2E_MULTI_APP_PORTS (the two instances).
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/browser";
import { consentStorageState } from "./tests/support/consent";
import { nginxOrigin } from "./tests/e2e-multi/cluster";

export default defineConfig({
  testDir: "tests/e2e-multi",
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-multi.json" }]],
  timeout: 120_000,
  globalSetup: "./tests/e2e-multi/global-setup.ts",
  use: { baseURL: nginxOrigin, storageState: consentStorageState(), trace: "on-first-retry" },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } }],
});
