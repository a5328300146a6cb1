import { describe, expect, it } from "vitest";
import { chromiumPlan } from "@/scripts/lib/ensure-chromium";

describe("getting a Chromium for the end-to-end tests", () => {
  it("uses one that is there, else the distribution's package as root with apt, else Playwright's download", () => {
    expect(chromiumPlan({ hasChromium: true, root: true, apt: true })).toBe("present");
    expect(chromiumPlan({ hasChromium: false, root: true, apt: true })).toBe("apt");
    expect(chromiumPlan({ hasChromium: false, root: false, apt: true })).toBe("playwright");
    expect(chromiumPlan({ hasChromium: false, root: true, apt: false })).toBe("playwright");
  });
});
