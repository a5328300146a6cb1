import { describe, expect, it } from "vitest";
import { createRefusalPacing, REPEAT_REFUSAL_DELAY_MS } from "@/lib/server/refusal-pacing";

describe("refusal pacing", () => {
  it("answers a first refusal at once and holds one that comes again within Retry-After", () => {
    const pacing = createRefusalPacing();
    expect(pacing.delayFor("203.0.113.7", 10_000)).toBe(0);
    expect(pacing.delayFor("203.0.113.7", 10_500)).toBe(REPEAT_REFUSAL_DELAY_MS);
    // Another client is not held for the first one's haste.
    expect(pacing.delayFor("198.51.100.2", 10_600)).toBe(0);
  });

  it("answers at once again once the client waited the Retry-After window", () => {
    const pacing = createRefusalPacing({ windowMs: 2_000, delayMs: 1_000 });
    expect(pacing.delayFor("a", 0)).toBe(0);
    expect(pacing.delayFor("a", 1_999)).toBe(1_000);
    // A held refusal counts from when it was decided: waiting 2 s after it is polite.
    expect(pacing.delayFor("a", 4_000)).toBe(0);
  });

  it("remembers the most recent clients only", () => {
    const pacing = createRefusalPacing({ maxClients: 2 });
    pacing.delayFor("a", 0);
    pacing.delayFor("b", 1);
    pacing.delayFor("a", 2); // a is now the most recent
    pacing.delayFor("c", 3); // b is dropped
    expect(pacing.delayFor("a", 4)).toBe(REPEAT_REFUSAL_DELAY_MS);
    expect(pacing.delayFor("b", 5)).toBe(0);
  });
});
