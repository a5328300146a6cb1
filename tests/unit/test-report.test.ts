import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatReport, minutes, readPlaywright, readVitest } from "../../scripts/lib/test-report";

const dir = mkdtempSync(path.join(tmpdir(), "costa-test-report-"));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe("npm test's closing report", () => {
  const vitest = readVitest(
    write("unit.json", {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [{ name: `${process.cwd()}/tests/unit/a.test.ts`, assertionResults: [{ fullName: "a is quick", duration: 12 }, { fullName: "a is slow", duration: 4_500 }] }],
    }),
    "unit",
  );
  const playwright = readPlaywright(
    write("e2e.json", {
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [
            { title: "search", file: "search.spec.ts", line: 9, tests: [{ projectName: "chromium", status: "expected", results: [{ duration: 20_000 }] }] },
            { title: "blog pager", file: "site-content.spec.ts", line: 55, tests: [{ projectName: "chromium", status: "flaky", results: [{ duration: 3_000 }, { duration: 2_000 }] }] },
          ],
        },
      ],
    }),
    "e2e",
  );

  it("writes times as m:ss of whole seconds, rounding before it splits", () => {
    expect([minutes(479.6), minutes(59.4), minutes(61), minutes(0)]).toEqual(["8:00", "0:59", "1:01", "0:00"]);
  });

  it("counts the tests of both runners, a flaky one as passed", () => {
    expect(vitest?.counts).toEqual({ passed: 2, failed: 0, skipped: 1 });
    expect(playwright?.counts).toEqual({ passed: 2, failed: 0, skipped: 0 });
    expect(readVitest(path.join(dir, "missing.json"), "unit")).toBeNull();
  });

  it("prints each stage's time and outcome, the total, the slowest tests first, and what passed only on a retry", () => {
    const text = formatReport(
      [
        { title: "unit tests", seconds: 25, outcome: "passed" },
        { title: "end-to-end tests", seconds: 605, outcome: "failed (exit 1)" },
        { title: "end-to-end tests on PostgreSQL", seconds: 0, outcome: "skipped: DATABASE_URL is not set" },
      ],
      [...vitest!.tests, ...playwright!.tests],
      2,
    );
    expect(text).toMatch(/^unit tests +0:25  passed$/m);
    expect(text).toMatch(/^end-to-end tests +10:05  failed \(exit 1\)$/m);
    expect(text).toMatch(/^total +10:30$/m);
    const slowest = text.slice(text.indexOf("the 2 slowest tests")).split("\n").slice(1, 3);
    expect(slowest).toEqual(["  20.0 s  e2e (chromium)  search.spec.ts:9 › search", "   5.0 s  e2e (chromium)  site-content.spec.ts:55 › blog pager"]);
    expect(text).toContain("1 passed only on a retry (flaky: find the cause)\n  e2e (chromium)  site-content.spec.ts:55 › blog pager");
  });
});
