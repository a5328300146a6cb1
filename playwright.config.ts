import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/browser";
import { consentStorageState } from "./tests/support/consent";
import { E2E_BUILD_ENV } from "./tests/support/e2e-build";
import { e2eSmtpUrl } from "./tests/support/e2e-smtp";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Specs that run the local SMTP server (tests/support/e2e-smtp.ts) to read what the site mails. */
const MAIL_SPECS = /(crm-team|crm-assign|crm-replies|crm-viewings|crm-story|saved-searches)\.spec\.ts/;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A test that opens several pages and runs axe on each took 31–42 s on a machine whose browser ran
  // two to three times slower than the one before (2026-11-27, tests/bench/README.md): room for that.
  timeout: 60_000,
  // Two workers, the server and its database share two cores: a client navigation's chunk can wait
  // seconds behind the other worker's page (measured: 4 s between an RSC answer and its chunk's request).
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A cookie choice is already stored: the bar stays out of the way (consent.spec.ts starts without one).
    storageState: consentStorageState(),
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", testIgnore: [/(page-cache|login-limits|crm-password-guessing|search-busy)\.spec\.ts/, MAIL_SPECS], use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } },
    // The specs that read mail each listen on the one SMTP port the server sends to: one at a time.
    { name: "mail", testMatch: MAIL_SPECS, workers: 1, use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } } },
    // Counts files in the page cache: alone, after the others, so no other test adds pages meanwhile.
    { name: "page-cache", testMatch: /page-cache\.spec\.ts/, dependencies: ["chromium", "mail"] },
    // Keeps the bound on search renders full for a while: after the tests that search, and after the
    // page cache's burst of made-up searches (which would get its 503s).
    { name: "search-busy", testMatch: /search-busy\.spec\.ts/, dependencies: ["page-cache"] },
    // Wrong CRM log-ins count against this machine's log-in allowance per minute: after the tests that log in.
    { name: "crm-password-guessing", testMatch: /crm-password-guessing\.spec\.ts/, dependencies: ["chromium", "mail"] },
    // A burst of wrong log-ins uses up this machine's log-in allowance for a minute: after the tests that log in, last.
    { name: "login-limits", testMatch: /login-limits\.spec\.ts/, dependencies: ["crm-password-guessing"] },
  ],
  webServer: {
    // The production build on its own, freshly seeded PGlite directory.
    command: "tsx scripts/start.mts --reset-db",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // The one e2e build's settings (tests/support/e2e-build.ts). Mail goes to a local SMTP server that the mail specs run (saved-searches.spec.ts).
    // Loopback image downloads: feed-photos.spec serves a feed's photos from 127.0.0.1.
    // Page views reach the database within a second (figures.spec.ts polls for them).
    // Two search renders at once, one per worker, so that a test's search does not queue behind the other
    // worker's (search.spec.ts's pager once waited past its 10 s); search-busy.spec.ts fills the bound as it is.
    env: { PORT: String(port), PGLITE_DIR: "./data/e2e", DATABASE_URL: "", NODE_ENV: "production", ...E2E_BUILD_ENV, SMTP_URL: e2eSmtpUrl(port), FEEDS_ALLOW_LOOPBACK: "true", VIEW_FLUSH_MS: "1000", EXPENSIVE_WORK_LIMIT: "2" },
  },
});
