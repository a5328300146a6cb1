import { describe, expect, it } from "vitest";
import { isDraining, markDraining, onShutdown, runShutdownHooks } from "@/lib/server/shutdown";

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

describe("shutdown phases", () => {
  it("run the connections' hooks only when asked for that phase, after the work", async () => {
    const ran: string[] = [];
    onShutdown(async () => void ran.push("redis"), "connections");
    onShutdown(async () => void ran.push("mail"));
    await runShutdownHooks("work");
    expect(ran).toEqual(["mail"]);
    await runShutdownHooks("connections");
    expect(ran).toEqual(["mail", "redis"]);
  });
});

describe("draining", () => {
  it("is off until the server marks it", () => {
    expect(isDraining()).toBe(false);
    markDraining();
    expect(isDraining()).toBe(true);
  });
});
