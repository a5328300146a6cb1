import { describe, expect, it } from "vitest";
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from "@/lib/mail/backoff";

describe("mail retry backoff", () => {
  it("doubles from 30 seconds per failed attempt, without jitter at random 0", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, 0))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
  });

  it("is capped at an hour and stays there however long it fails", () => {
    expect(retryDelayMs(8, 0)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(50, 0)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1_000_000, 0)).toBe(MAX_RETRY_MS);
    expect(Number.isFinite(retryDelayMs(Number.MAX_SAFE_INTEGER, 0.5))).toBe(true);
  });

  it("takes off up to a quarter at random, never more and never adding", () => {
    for (const attempts of [1, 3, 9]) {
      const full = retryDelayMs(attempts, 0);
      for (const random of [0, 0.25, 0.5, 0.999999]) {
        const delay = retryDelayMs(attempts, random);
        expect(delay).toBeLessThanOrEqual(full);
        expect(delay).toBeGreaterThanOrEqual(full * 0.75);
      }
    }
    expect(retryDelayMs(1, 0.5)).toBe(FIRST_RETRY_MS * 0.875);
  });

  it("treats nonsense attempt counts as the first failure", () => {
    expect(retryDelayMs(0, 0)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(-3, 0)).toBe(FIRST_RETRY_MS);
  });
});
