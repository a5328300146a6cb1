/**
 * `npm test`: type-check, lint, unused code (knip), unit tests, integration tests on PGlite (and again on PostgreSQL when
 * DATABASE_URL is set), then end-to-end tests in a real Chromium (and the PostgreSQL ones when
 * DATABASE_URL is set). Stops at the first failing step and
 * ends with one line that counts every test run.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { ensureChromium } from "./lib/ensure-chromium";
import { bin, run } from "./lib/run";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function addVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function finish(code: number): never {
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(code);
}

async function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n━━ ${title}`);
  const code = await run(command, args, env);
  if (code !== 0) {
    console.error(`✗ ${title} failed (exit ${code})`);
    return code;
  }
  return 0;
}

// The end-to-end tests need a Chromium: get one first when the machine has none (it says what it does).
if (!(await ensureChromium((message) => console.log(`[test] ${message}`)))) process.exit(1);

mkdirSync("test-results", { recursive: true });
const withoutDatabaseUrl = { ...process.env, DATABASE_URL: "" };
const vitest = (project: string, report: string) => ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];

let code = await step("type-check", bin("tsc"), ["--noEmit"]);
if (code) finish(code);
code = await step("lint", bin("eslint"), ["--max-warnings=0", "."]);
if (code) finish(code);
// Dead code: an export, file or dependency nothing uses fails the run (knip.json says what the entries are).
code = await step("unused code (knip)", bin("knip"), []);
if (code) finish(code);

code = await step("unit tests", bin("vitest"), vitest("unit", "test-results/unit.json"));
addVitest("test-results/unit.json");
if (code) finish(code);

code = await step("integration tests on PGlite", bin("vitest"), vitest("integration", "test-results/integration-pglite.json"), withoutDatabaseUrl);
addVitest("test-results/integration-pglite.json");
if (code) finish(code);

if (process.env.DATABASE_URL) {
  code = await step("integration tests on PostgreSQL", bin("vitest"), vitest("integration", "test-results/integration-postgres.json"));
  addVitest("test-results/integration-postgres.json");
  if (code) finish(code);
}

code = await step("end-to-end tests (Chromium)", bin("playwright"), ["test"], withoutDatabaseUrl);
addPlaywright("test-results/e2e.json");
if (code) finish(code);

// The open map on a tile source: a build of its own (the tile URL is inlined), after the main run's.
code = await step("end-to-end tests of the map's tile source", bin("playwright"), ["test", "--config", "playwright.tiles.config.ts"], withoutDatabaseUrl);
addPlaywright("test-results/e2e-tiles.json");
if (code) finish(code);

if (process.env.DATABASE_URL) {
  // In a database of its own on that server (created and dropped by the run).
  code = await step("end-to-end tests on PostgreSQL", bin("playwright"), ["test", "--config", "playwright.pg.config.ts"]);
  addPlaywright("test-results/e2e-pg.json");
}
finish(code);
