import { describe, expect, it } from "vitest";
import { buildStatusOf } from "@/lib/feeds/build-status";

describe("a new project's build status from its feed's features", () => {
  it.each([
    [["Key ready", "Communal pool"], "key_ready"],
    [["Keys in hand"], "key_ready"],
    [["LLAVE EN MANO"], "key_ready"],
    [["Sleutelklaar opgeleverd"], "key_ready"],
    [["Under construction"], "under_construction"],
    [["En construcción"], "under_construction"],
    [["en construccion"], "under_construction"],
    [["Air conditioning", "Communal pool"], "off_plan"],
    [[], "off_plan"],
    // Words inside other words do not count.
    [["Monkey readyness"], "off_plan"],
  ] as const)("%j → %s", (features, status) => {
    expect(buildStatusOf(features)).toBe(status);
  });

  it("key-ready wins when a feed names both (the later stage)", () => {
    expect(buildStatusOf(["Under construction", "Key ready"])).toBe("key_ready");
  });
});
