import { describe, expect, it } from "vitest";
import { formatDelivery } from "@/lib/catalogue/delivery";

describe("formatDelivery", () => {
  it("shows month and year in Dutch", () => {
    expect(formatDelivery("2026-06-30")).toBe("juni 2026");
    expect(formatDelivery("2027-01-01")).toBe("januari 2027");
    expect(formatDelivery("2025-12")).toBe("december 2025");
  });

  it("shows nothing for unknown or malformed dates", () => {
    expect(formatDelivery(null)).toBe("");
    expect(formatDelivery("")).toBe("");
    expect(formatDelivery("2026-13-01")).toBe("");
    expect(formatDelivery("soon")).toBe("");
  });
});
