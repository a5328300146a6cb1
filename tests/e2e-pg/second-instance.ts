/**
 * A second instance of the run's build on this port (`npm start` finds the build and the seeded
 * database there and only serves), with settings of its own: another DATABASE_URL, a tile source.
 */
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { E2E_BUILD_ENV } from "../support/e2e-build";
import { e2eDatabaseUrl } from "./database";

export interface SecondInstance {
  origin: string;
  /** SIGTERM to its process group, then waits for it to exit. */
  stop: () => Promise<void>;
}

export async function startSecondInstance(port: number, settings: Record<string, string> = {}): Promise<SecondInstance> {
  const app = spawn("node_modules/.bin/tsx", ["scripts/start.mts"], {
    env: { ...process.env, ...E2E_BUILD_ENV, DATABASE_URL: e2eDatabaseUrl(), PORT: String(port), NODE_ENV: "production", LOG_LEVEL: "warn", ...settings },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 300_000, intervals: [250] }).toBe(200);
  return {
    origin,
    stop: async () => {
      if (!app.pid || app.exitCode !== null || app.signalCode !== null) return;
      const exited = new Promise((resolve) => app.once("exit", resolve));
      process.kill(-app.pid, "SIGTERM");
      await exited;
    },
  };
}
