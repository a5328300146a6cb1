import { describe, expect, it } from "vitest";
import { isRetryable, RETRY_PAUSES_MS, retryPauseMs } from "@/components/leads/send-lead";
import { ApiFailure, retryAfterOf } from "@/lib/api/client";

const failure = (status: number, retryAfterSeconds: number | null = null) => new ApiFailure(status, status === 503 ? "unavailable" : "internal", "x", {}, retryAfterSeconds);

describe("the lead form's retries", () => {
  it("try again after answers that ask for it (502, 503, 504), never after an answer about the request itself", () => {
    for (const status of [502, 503, 504]) expect(isRetryable(failure(status))).toBe(true);
    for (const status of [0, 400, 404, 409, 422, 429, 500]) expect(isRetryable(failure(status))).toBe(false);
    expect(isRetryable(new Error("x"))).toBe(false);
  });

  it("pause longer each time, about a minute in all, and at least as long as Retry-After asks (up to 30 s)", () => {
    expect(RETRY_PAUSES_MS.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(55_000);
    expect(retryPauseMs(failure(503), 0)).toBe(1_000);
    expect(retryPauseMs(failure(503), 3)).toBe(8_000);
    expect(retryPauseMs(failure(503), 99)).toBe(RETRY_PAUSES_MS.at(-1));
    expect(retryPauseMs(failure(503, 2), 0)).toBe(2_000);
    expect(retryPauseMs(failure(503, 2), 3)).toBe(8_000);
    expect(retryPauseMs(failure(503, 3_600), 0)).toBe(30_000);
  });

  it("read Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterOf("2")).toBe(2);
    expect(retryAfterOf(" 120 ")).toBe(120);
    expect(retryAfterOf(new Date(Date.UTC(2026, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(10);
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf("soon")).toBeNull();
  });
});
