/**
 * `npm test`: every check, in order, stopping at the first that fails (docs/testing.md):
 * type-check, lint, unused code (knip), unit tests, the integration suite once (on PostgreSQL with
 * DATABASE_URL, plus the engine-specific files on PGlite; on PGlite without), one production build,
 * then the end-to-end tests in a real Chromium on that build (on PGlite; with DATABASE_URL also on
 * PostgreSQL and, where nginx is installed, two instances of its standalone folder behind nginx).
 * Ends with each stage's wall time, the 20 slowest tests and one line that counts every test run.
 */
import "./lib/require-node";
import { existsSync, mkdirSync } from "node:fs";
import { E2E_BUILD_ENV } from "../tests/support/e2e-build";
import { ensureChromium } from "./lib/ensure-chromium";
import { bin, run } from "./lib/run";
import { formatReport, readPlaywright, readVitest, type Counts, type StageTime, type TestTime } from "./lib/test-report";

/**
 * Integration files whose subject is the database engine itself: with DATABASE_URL the suite runs on
 * PostgreSQL and these run again on PGlite, the engine of `npm start` and of every laptop.
 */
const ENGINE_SPECIFIC_FILES = ["migrations", "seed", "database-faults", "jobs", "mail-workers", "mail-outbox", "health"].map((name) => `tests/integration/${name}.test.ts`);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const stages: StageTime[] = [];
const tests: TestTime[] = [];

/** Stages timed before this process (.ci/run's install): `CI_STAGE_TIMES="npm install=47,machine setup=3"`. */
for (const entry of (process.env.CI_STAGE_TIMES ?? "").split(",").filter(Boolean)) {
  const [title = "?", seconds = "0"] = entry.split("=");
  stages.push({ title, seconds: Number(seconds), outcome: "passed" });
}

function add(report: { counts: Counts; tests: TestTime[] } | null) {
  if (!report) return;
  total.passed += report.counts.passed;
  total.failed += report.counts.failed;
  total.skipped += report.counts.skipped;
  tests.push(...report.tests);
}

function finish(code: number): never {
  console.log(formatReport(stages, tests));
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(code);
}

async function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, read?: () => void): Promise<void> {
  console.log(`\n━━ ${title}`);
  const started = performance.now();
  const code = await run(command, args, env);
  stages.push({ title, seconds: (performance.now() - started) / 1000, outcome: code === 0 ? "passed" : `failed (exit ${code})` });
  read?.();
  if (code !== 0) {
    console.error(`✗ ${title} failed (exit ${code})`);
    finish(code);
  }
}

const skip = (title: string, why: string) => stages.push({ title, seconds: 0, outcome: `skipped: ${why}` });

// The end-to-end tests need a Chromium: get one first when the machine has none (it says what it does).
if (!(await ensureChromium((message) => console.log(`[test] ${message}`)))) process.exit(1);

mkdirSync("test-results", { recursive: true });
const postgres = Boolean(process.env.DATABASE_URL);
const onPglite: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "" };
const vitest = (project: string, report: string, files: string[] = []) => ["run", "--project", project, ...files, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];

await step("type-check", bin("tsc"), ["--noEmit"]);
// tsc has checked the types: the build below need not check them again (next.config.ts).
process.env.COSTA_TYPES_CHECKED = "1";
onPglite.COSTA_TYPES_CHECKED = "1";
await step("lint", bin("eslint"), ["--max-warnings=0", "."]);
// Dead code: an export, file or dependency nothing uses fails the run (knip.json says what the entries are).
await step("unused code (knip)", bin("knip"), []);
await step("unit tests", bin("vitest"), vitest("unit", "test-results/unit.json"), process.env, () => add(readVitest("test-results/unit.json", "unit")));

if (postgres) {
  await step("integration tests on PostgreSQL", bin("vitest"), vitest("integration", "test-results/integration-postgres.json"), process.env, () =>
    add(readVitest("test-results/integration-postgres.json", "integration, PostgreSQL")),
  );
  await step("integration tests on PGlite (engine-specific files)", bin("vitest"), vitest("integration", "test-results/integration-pglite.json", ENGINE_SPECIFIC_FILES), onPglite, () =>
    add(readVitest("test-results/integration-pglite.json", "integration, PGlite")),
  );
} else {
  await step("integration tests on PGlite", bin("vitest"), vitest("integration", "test-results/integration-pglite.json"), onPglite, () =>
    add(readVitest("test-results/integration-pglite.json", "integration, PGlite")),
  );
}

// One production build (standalone output) for every end-to-end project below: they serve it as it is.
await step("production build", bin("tsx"), ["scripts/build-standalone.mts"], { ...process.env, ...E2E_BUILD_ENV, NODE_ENV: "production" });

await step("end-to-end tests (Chromium, PGlite)", bin("playwright"), ["test"], onPglite, () => add(readPlaywright("test-results/e2e.json", "e2e")));

if (postgres) {
  // In a database of its own on that server (created and dropped by the run).
  await step("end-to-end tests on PostgreSQL", bin("playwright"), ["test", "--config", "playwright.pg.config.ts"], process.env, () => add(readPlaywright("test-results/e2e-pg.json", "e2e, PostgreSQL")));
  if (existsSync("/usr/sbin/nginx") || (await run("sh", ["-c", "command -v nginx >/dev/null"])) === 0) {
    await step("end-to-end tests: two instances behind nginx", bin("playwright"), ["test", "--config", "playwright.multi.config.ts"], process.env, () =>
      add(readPlaywright("test-results/e2e-multi.json", "e2e, two instances")),
    );
  } else skip("end-to-end tests: two instances behind nginx", "no nginx on this machine");
} else {
  skip("end-to-end tests on PostgreSQL", "DATABASE_URL is not set");
}
finish(0);
