import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAlarm } from "@/lib/jobs/alarm";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the job runner's alarm", () => {
  it("keeps the earlier of two wake-ups: a look planning its next in 30 s does not push back a trigger's", () => {
    const fire = vi.fn();
    const alarm = createAlarm(fire);
    alarm.at(0); // a trigger, while a look runs
    alarm.at(30_000); // the look ends, with the table read before the trigger's request
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("moves earlier when asked sooner, fires once, and can be set again after firing", () => {
    const fire = vi.fn();
    const alarm = createAlarm(fire);
    alarm.at(30_000);
    alarm.at(1_000);
    vi.advanceTimersByTime(999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    alarm.at(30_000);
    vi.advanceTimersByTime(30_000);
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it("fires nothing once cleared", () => {
    const fire = vi.fn();
    const alarm = createAlarm(fire);
    alarm.at(10);
    alarm.clear();
    vi.advanceTimersByTime(1_000);
    expect(fire).not.toHaveBeenCalled();
  });
});
