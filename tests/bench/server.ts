/**
 * Starts the production server for a benchmark: `npm start` semantics (build when stale, migrate,
 * seed an empty database) on its own port and data directory, and stops it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";

export interface BenchServer {
  origin: string;
  engine: string;
  stop: () => Promise<void>;
}

async function waitForHealth(origin: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return ((await response.json()) as { data: { database: { engine: string } } }).data.database.engine;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${origin} did not become healthy`);
}

export interface BenchServerOptions {
  /** Settings for this server (EXPENSIVE_WORK_LIMIT, …). */
  settings?: Record<string, string>;
  /** Keep the data directory of an earlier server on this port (no new seed). */
  keepData?: boolean;
}

/** Signals a child (`kill`) unless it has ended, and waits for it to exit. */
async function stopChild(child: ChildProcess, kill: () => unknown): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    kill();
  } catch {
    // Already gone.
  }
  await exited;
}

/** Starts `npm start` of the checkout in `cwd` (another checkout: a baseline to compare with). */
export async function startBenchServer(port: number, cwd = process.cwd(), options: BenchServerOptions = {}): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: "production", LOG_LEVEL: "warn", ...options.settings };
  if (!process.env.DATABASE_URL) {
    env.PGLITE_DIR = `./data/bench-${port}`;
    // A fresh demo catalogue every run, so figures are comparable.
    if (!options.keepData) await rm(`${cwd}/${env.PGLITE_DIR}`, { recursive: true, force: true });
  }
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["scripts/start.mts"], { cwd, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
  const origin = `http://127.0.0.1:${port}`;
  const engine = await waitForHealth(origin, 900_000);
  return {
    origin,
    engine,
    stop: () => stopChild(child, () => child.pid && process.kill(-child.pid, "SIGTERM")),
  };
}

/** The canonical URL of project 1's page on a site (follows the slug redirect). */
export async function projectPageUrl(origin: string, base: string): Promise<string> {
  const response = await fetch(`${origin}${base}/for-sale/1`, { redirect: "follow" });
  if (!response.ok) throw new Error(`project page answered ${response.status}`);
  return response.url;
}

/**
 * The production server of the checkout in `cwd` under V8's CPU profiler: `npm start` once to build,
 * migrate and seed, then the bundled server alone with `--cpu-prof` (Node refuses it in NODE_OPTIONS,
 * and `npm start` spawns the server itself). The profile is written into `profileDir` when it stops.
 */
export async function startProfiledServer(port: number, cwd: string, profileDir: string): Promise<BenchServer> {
  await (await startBenchServer(port, cwd)).stop();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: "production", LOG_LEVEL: "warn", AUTH_TRUST_HOST: "true", NEXTAUTH_SECRET: "bench-profile-secret-of-at-least-32-characters" };
  if (!process.env.DATABASE_URL) env.PGLITE_DIR = `./data/bench-${port}`;
  const child = spawn(process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, ".next/costa-server.mjs"], { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  const engine = await waitForHealth(origin, 120_000);
  return {
    origin,
    engine,
    stop: () => stopChild(child, () => child.kill("SIGTERM")),
  };
}
