import { describe, expect, it } from "vitest";
import { isDue, isValidSchedule, latestOccurrence, nextOccurrence } from "@/lib/feeds/schedule";

describe("feed schedules", () => {
  it("accepts five-field cron expressions only", () => {
    expect(isValidSchedule("0 3 * * *")).toBe(true);
    expect(isValidSchedule("*/15 * * * 1-5")).toBe(true);
    expect(isValidSchedule("0 0 3 * * *")).toBe(false);
    expect(isValidSchedule("elke nacht")).toBe(false);
    expect(isValidSchedule("61 * * * *")).toBe(false);
    expect(isValidSchedule("")).toBe(false);
  });

  it("reads schedules in the Netherlands' time zone", () => {
    // 03:00 in Amsterdam is 01:00 UTC in summer and 02:00 UTC in winter.
    expect(latestOccurrence("0 3 * * *", new Date("2026-07-01T12:00:00Z")).toISOString()).toBe("2026-07-01T01:00:00.000Z");
    expect(nextOccurrence("0 3 * * *", new Date("2026-12-01T12:00:00Z")).toISOString()).toBe("2026-12-02T02:00:00.000Z");
    expect(latestOccurrence("0 3 * * *", new Date("2026-07-01T01:00:00Z")).toISOString()).toBe("2026-07-01T01:00:00.000Z");
  });

  it("is due when the schedule had a time since the last run started, or since the source was registered", () => {
    const now = new Date("2026-07-01T12:00:00Z");
    const registered = new Date("2026-06-01T00:00:00Z");
    expect(isDue("0 3 * * *", null, registered, now)).toBe(true);
    expect(isDue("0 3 * * *", new Date("2026-07-01T01:00:05Z"), registered, now)).toBe(false);
    expect(isDue("0 3 * * *", new Date("2026-06-30T01:00:05Z"), registered, now)).toBe(true);
    expect(isDue("0 3 * * *", null, new Date("2026-07-01T11:00:00Z"), now)).toBe(false);
  });
});
