/**
 * No lead is lost (issue "leads"): a burst of 200 request forms while the database server restarts
 * (PostgreSQL) or the app crashes and starts again (PGlite). Every request that got a 201 is stored, and
 * retries with the same Idempotency-Key made no duplicates.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { burst, type BurstResult } from "./burst";
import { e2eDatabaseUrl } from "./database";
import { E2E_BUILD_ENV } from "../support/e2e-build";

test.describe.configure({ mode: "serial", timeout: 600_000 });

function expectNothingLost(result: BurstResult, stored: { id: number; idempotency_key: string }[], count: number) {
  expect(result.accepted.size).toBe(count);
  const byKey = new Map<string, number[]>();
  for (const row of stored) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
  for (const [key, id] of result.accepted) expect(byKey.get(key), key).toEqual([id]);
  expect(stored.length).toBe(count);
}

/** `pg_ctlcluster` restart of the cluster serving DATABASE_URL (Debian's PostgreSQL packages). */
function restartPostgres(): void {
  const port = new URL(process.env.DATABASE_URL!).port || "5432";
  const clusters = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" }).trim().split("\n").map((line) => line.trim().split(/\s+/));
  const cluster = clusters.find((columns) => columns[2] === port);
  if (!cluster) throw new Error(`no PostgreSQL cluster on port ${port} to restart`);
  execFileSync("pg_ctlcluster", [cluster[0]!, cluster[1]!, "restart", "-m", "fast"], { stdio: "inherit" });
}

test("PostgreSQL restarted in the middle of 200 submissions: every 201 is stored, once", async ({ baseURL }) => {
  let restarts = 0;
  const result = await burst(baseURL!, 200, async () => {
    restartPostgres();
    restarts++;
  });
  expect(restarts).toBe(1);
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const keys = [...result.accepted.keys()];
    const stored = (await client.query("select id, idempotency_key from leads where idempotency_key = any($1)", [keys])).rows as { id: number; idempotency_key: string }[];
    expectNothingLost(result, stored, 200);
  } finally {
    await client.end();
  }
});

/** The app on the embedded database, on a port and data directory of its own. */
function startPgliteApp(port: number, dataDir: string): ChildProcess {
  return spawn("node_modules/.bin/tsx", ["scripts/start.mts"], {
    env: { ...process.env, ...E2E_BUILD_ENV, DATABASE_URL: "", PGLITE_DIR: dataDir, PORT: String(port), NODE_ENV: "production", TRUST_PROXY: "1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
}

async function healthy(origin: string): Promise<void> {
  await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 300_000, intervals: [250] }).toBe(200);
}

test("PGlite: the app killed in the middle of 200 submissions and started again: every 201 is stored, once", async () => {
  const port = 3161;
  const dataDir = "./data/e2e-crash";
  const origin = `http://127.0.0.1:${port}`;
  await rm(dataDir, { recursive: true, force: true });
  let app = startPgliteApp(port, dataDir);
  await healthy(origin);
  const kill = (child: ChildProcess) => new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    process.kill(-child.pid!, "SIGKILL");
  });
  try {
    const result = await burst(origin, 200, async () => {
      await kill(app);
      app = startPgliteApp(port, dataDir);
      await healthy(origin);
    });
    await kill(app);
    // With the app stopped, the test may open the embedded database itself.
    const { PGlite } = await import("@electric-sql/pglite");
    const database = await PGlite.create(dataDir);
    try {
      const keys = [...result.accepted.keys()];
      const stored = (await database.query<{ id: number; idempotency_key: string }>("select id, idempotency_key from leads where idempotency_key = any($1)", [keys])).rows;
      expectNothingLost(result, stored, 200);
    } finally {
      await database.close();
    }
  } finally {
    // Still running only when something above failed: a process killed by a signal has a signalCode and
    // no exitCode, and its group may be gone already (ESRCH), which must not hide the first error.
    if (app.exitCode === null && app.signalCode === null) {
      try {
        process.kill(-app.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }
});
