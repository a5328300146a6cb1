import { describe, expect, it } from "vitest";
import { onShutdown, runShutdownHooks } from "@/lib/server/shutdown";

describe("shutdown hooks", () => {
  it("run once each, together, even when one fails; a removed hook does not run", async () => {
    const ran: string[] = [];
    onShutdown(async () => void ran.push("a"));
    onShutdown(async () => {
      throw new Error("b failed");
    });
    const remove = onShutdown(async () => void ran.push("c"));
    remove();
    onShutdown(async () => void ran.push("d"));

    await expect(runShutdownHooks()).resolves.toBeUndefined();
    expect(ran.sort()).toEqual(["a", "d"]);
    await runShutdownHooks();
    expect(ran).toHaveLength(2);
  });
});
