import { describe, expect, it } from "vitest";
import { createRefusalPacing, REPEAT_REFUSAL_DELAY_MS } from "@/lib/server/refusal-pacing";

describe("refusal pacing", () => {
  it("answers a first refusal at once and holds one asked again on the same connection within Retry-After", () => {
    const pacing = createRefusalPacing();
    const connection = {};
    expect(pacing.delayFor(connection, "203.0.113.7", 10_000)).toBe(0);
    expect(pacing.delayFor(connection, "203.0.113.7", 10_500)).toBe(REPEAT_REFUSAL_DELAY_MS);
  });

  it("answers requests at once that came at once on connections of their own, or for another client on a shared one", () => {
    const pacing = createRefusalPacing();
    const connections = [{}, {}, {}];
    for (const connection of connections) expect(pacing.delayFor(connection, "203.0.113.7", 10_000)).toBe(0);
    // A proxy's kept-alive connection carries several visitors: one's haste does not hold another.
    expect(pacing.delayFor(connections[0]!, "198.51.100.2", 10_100)).toBe(0);
  });

  it("answers at once again once the client waited the Retry-After window", () => {
    const pacing = createRefusalPacing({ windowMs: 2_000, delayMs: 1_000 });
    const connection = {};
    expect(pacing.delayFor(connection, "a", 0)).toBe(0);
    expect(pacing.delayFor(connection, "a", 1_999)).toBe(1_000);
    // Counted from when the held refusal was decided: waiting 2 s after it is polite.
    expect(pacing.delayFor(connection, "a", 4_000)).toBe(0);
  });
});
