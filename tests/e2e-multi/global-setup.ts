/**
 * The e2e-multi cluster, deployed as docs/deploy.md says: a fresh PostgreSQL database
 * on the DATABASE_URL server (migrated, and seeded with the demo data), Redis, an SMTP server, the
 * standalone build (`npm run build:standalone`: the build the other e2e projects served, completed
 * into its folder), migrated and served from that folder alone, two instances of its server with the
 * same secrets, TRUST_PROXY=1 and REDIS_URL, and nginx in front. Returns the teardown. What the tests
 * need is passed on in the environment.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { E2E_BUILD_ENV } from "../support/e2e-build";
import { APP_PORTS, NGINX_PORT } from "./cluster";
import { startMailSink } from "./mail-sink";
import { startNginx } from "./nginx";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status === 200;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number, isDead?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (isDead?.()) throw new Error(`${what}: the process exited`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function script(name: string, env: NodeJS.ProcessEnv): void {
  execFileSync("node_modules/.bin/tsx", [`scripts/${name}.mts`], { stdio: "inherit", env });
}

export interface Cluster {
  /** The instances' environment (without PORT). */
  env: NodeJS.ProcessEnv;
  instances: ChildProcess[];
  teardown: () => Promise<void>;
}

/** The deployable folder alone, as the systemd unit runs it: its own Node.js and its compiled scripts. */
const STANDALONE = ".next/standalone";
const STANDALONE_NODE = path.resolve(STANDALONE, "node");

export function startInstance(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(STANDALONE_NODE, ["costa-server.mjs"], { cwd: STANDALONE, stdio: ["ignore", "inherit", "inherit"], env: { ...env, PORT: String(port) } });
}

export async function waitForHealth(origin: string, child?: ChildProcess): Promise<void> {
  await until(() => answers(`${origin}/api/health`), origin, 120_000, child ? () => child.exitCode !== null : undefined);
}

export async function startCluster(): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("the two-instance tests need DATABASE_URL (a PostgreSQL server the tests may create databases on)");
  const run = `${Date.now()}_${process.pid}`;
  const database = `costa_e2e_multi_${run}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const cachePrefix = `costa:e2e-multi:${run}`;
  const token = `e2e-multi-${randomBytes(24).toString("hex")}`;
  const resultsDir = path.resolve("test-results");
  mkdirSync(resultsDir, { recursive: true });
  const mailLog = path.join(resultsDir, `e2e-multi-mail-${run}.jsonl`);

  await onServer(serverUrl, `create database "${database}"`);
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const sink = await startMailSink(mailLog);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_CACHE_PREFIX: cachePrefix,
    SMTP_URL: sink.url,
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    INTERNAL_API_TOKEN: token,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  const instances: ChildProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const teardown = async () => {
    await nginx?.stop();
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.exitCode !== null || instance.signalCode !== null) return;
        const exited = new Promise((resolve) => instance.once("exit", resolve));
        instance.kill("SIGTERM");
        await exited;
      }),
    );
    await sink.stop();
    const keys = await redis.keys(`${cachePrefix}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
    await redis.quit();
    await onServer(serverUrl, `drop database if exists "${database}" with (force)`);
  };
  try {
    // The build the other e2e projects served (built here only when there was none), completed into its folder.
    script("build-standalone", { ...process.env, ...E2E_BUILD_ENV, NODE_ENV: "production" });
    execFileSync(STANDALONE_NODE, ["costa-migrate.mjs"], { cwd: STANDALONE, stdio: "inherit", env });
    // The demo data comes from the checkout: a real site has no seed step.
    script("db-seed", env);
    for (const port of APP_PORTS) {
      const instance = startInstance(port, env);
      instances.push(instance);
      await waitForHealth(`http://127.0.0.1:${port}`, instance);
    }
    nginx = await startNginx(NGINX_PORT, APP_PORTS);
    await until(() => answers(`http://127.0.0.1:${NGINX_PORT}/api/health`), "nginx", 30_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  Object.assign(process.env, {
    COSTA_MULTI_DATABASE_URL: databaseUrl,
    COSTA_MULTI_TOKEN: token,
    COSTA_MULTI_APP_PIDS: instances.map((instance) => instance.pid).join(","),
    COSTA_MULTI_MAIL_LOG: mailLog,
    COSTA_MULTI_ADDRESS_PREFIX: `127.${(Date.now() % 200) + 20}`,
  });
  return { env, instances, teardown };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  return (await startCluster()).teardown;
}
