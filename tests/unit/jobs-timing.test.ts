import { describe, expect, it } from "vitest";
import { defineJob } from "@/lib/jobs/define";
import { firstRunAt, nextTick, retryDelayMs } from "@/lib/jobs/timing";

const job = defineJob({ name: "timing_test", schedule: { cron: "17 4 * * *" }, run: async () => undefined });

describe("job timing", () => {
  it("finds a cron schedule's next tick in UTC, strictly after the moment given", () => {
    expect(nextTick({ cron: "17 4 * * *" }, new Date("2026-06-01T03:00:00Z"))).toEqual(new Date("2026-06-01T04:17:00Z"));
    expect(nextTick({ cron: "17 4 * * *" }, new Date("2026-06-01T04:17:00Z"))).toEqual(new Date("2026-06-02T04:17:00Z"));
    expect(nextTick({ everyMs: 30_000 }, new Date("2026-06-01T04:17:00Z"))).toEqual(new Date("2026-06-01T04:17:30Z"));
  });

  it("runs a new job at its first tick, or after its own first delay", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    expect(firstRunAt(job, now)).toEqual(new Date("2026-06-02T04:17:00Z"));
    expect(firstRunAt({ ...job, firstRunAfterMs: 60_000 }, now)).toEqual(new Date("2026-06-01T10:01:00Z"));
  });

  it("backs off from 30 seconds, doubling per failure in a row, up to an hour", () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(job, failures))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(job, 12)).toBe(60 * 60_000);
    expect(retryDelayMs(job, 5_000)).toBe(60 * 60_000);
    expect(retryDelayMs({ ...job, retry: { firstDelayMs: 20_000, maxDelayMs: 60_000 } }, 3)).toBe(60_000);
  });
});
