/**
 * What `npm test` prints at its end: each stage's wall time and outcome, the tests counted, and the
 * slowest tests of every layer, read from the JSON reports the runners write. A slow change shows in
 * the log of the run that brought it.
 */
import { existsSync, readFileSync } from "node:fs";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface StageTime {
  title: string;
  seconds: number;
  /** "passed", "failed (exit 1)", "skipped: why" */
  outcome: string;
}

export interface TestTime {
  layer: string;
  name: string;
  seconds: number;
  /** Passed only on a retry: a bug to find, listed at the end of the report. */
  flaky?: boolean;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: { duration: number }[] }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

const relative = (file: string) => file.replace(`${process.cwd()}/`, "");

/** Counts and test times of a Vitest JSON report (nothing when the runner wrote none). */
export function readVitest(file: string, layer: string): { counts: Counts; tests: TestTime[] } | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  const tests = report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({ layer, name: `${relative(result.name)} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 })),
  );
  const counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  return { counts, tests };
}

/** Counts and test times (every attempt, retries included) of a Playwright JSON report. */
export function readPlaywright(file: string, layer: string): { counts: Counts; tests: TestTime[] } | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as PlaywrightReport;
  const tests: TestTime[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push({ layer: `${layer} (${test.projectName})`, name: `${spec.file}:${spec.line} › ${spec.title}`, seconds, flaky: test.status === "flaky" });
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { counts: { passed: expected + flaky, failed: unexpected, skipped }, tests };
}

/** m:ss of whole seconds (rounded before splitting: 479.6 s is 8:00, not 7:60). */
export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The stage table and the slowest tests, as lines of text. */
export function formatReport(stages: StageTime[], tests: TestTime[], slowest = 20): string {
  const width = Math.max(...stages.map((stage) => stage.title.length), 5);
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const lines = ["", "stage".padEnd(width) + "   m:ss  outcome"];
  for (const stage of stages) lines.push(`${stage.title.padEnd(width)}  ${minutes(stage.seconds).padStart(5)}  ${stage.outcome}`);
  lines.push(`${"total".padEnd(width)}  ${minutes(total).padStart(5)}`);
  const top = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  if (top.length > 0) {
    lines.push("", `the ${top.length} slowest tests`);
    for (const test of top) lines.push(`${test.seconds.toFixed(1).padStart(6)} s  ${test.layer}  ${test.name}`);
  }
  const flaky = tests.filter((test) => test.flaky);
  if (flaky.length > 0) {
    lines.push("", `${flaky.length} passed only on a retry (flaky: find the cause)`);
    for (const test of flaky) lines.push(`  ${test.layer}  ${test.name}`);
  }
  return lines.join("\n");
}
