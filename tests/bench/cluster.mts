/**
 * Cluster benchmark (not a pass/fail test): `DATABASE_URL=postgres://… npx tsx tests/bench/cluster.mts`
 * (a PostgreSQL server it may create a database on; Redis at REDIS_URL or 127.0.0.1:6379; nginx).
 * Deploys the cluster of tests/e2e-multi (standalone build, two instances, nginx) and measures through
 * nginx the requests/s of a cached project page and of POST /api/properties with two instances, with
 * one, and with one on the local disk cache instead of Redis. Figures: tests/bench/README.md.
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { APP_PORTS, NGINX_PORT } from "../e2e-multi/cluster";
import { startCluster, startInstance, waitForHealth } from "../e2e-multi/global-setup";
import { startNginx } from "../e2e-multi/nginx";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SOLO_PORT = Number(process.env.BENCH_SOLO_NGINX_PORT ?? 3620);
const SEARCH = JSON.stringify({ account_id: 1, esGeo: { country: "spanje", region: "costa-del-sol" }, pricefrom: 200000, priceto: 600000 });

async function rps(options: autocannon.Options): Promise<{ rps: number; p50: number; non2xx: number; errors: number }> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

async function measure(label: string, origin: string, pagePath: string, rows: string[]) {
  // Warm: the page and the search are in the cache before the clock runs.
  for (let index = 0; index < 4; index++) {
    await fetch(`${origin}${pagePath}`);
    await fetch(`${origin}/api/properties`, { method: "POST", headers: { "content-type": "application/json" }, body: SEARCH });
  }
  const page = await rps({ url: `${origin}${pagePath}` });
  const search = await rps({ url: `${origin}/api/properties`, method: "POST", headers: { "content-type": "application/json" }, body: SEARCH });
  const row = `| ${label} | ${loadavg()[0]!.toFixed(1)} | ${page.rps} (p50 ${page.p50} ms) | ${search.rps} (p50 ${search.p50} ms) | ${page.non2xx + page.errors + search.non2xx + search.errors} |`;
  console.log(row);
  rows.push(row);
}

const cluster = await startCluster();
const rows: string[] = [];
const nginxes: Awaited<ReturnType<typeof startNginx>>[] = [];
try {
  const pagePath = new URL((await fetch(`http://127.0.0.1:${NGINX_PORT}/demo/for-sale/7`)).url).pathname;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, through nginx; page ${pagePath}\n`);
  await measure("2 instances, Redis cache", `http://127.0.0.1:${NGINX_PORT}`, pagePath, rows);
  const solo = await startNginx(SOLO_PORT, [APP_PORTS[0]]);
  nginxes.push(solo);
  await measure("1 instance, Redis cache", `http://127.0.0.1:${SOLO_PORT}`, pagePath, rows);
  await solo.stop();

  // The second instance again, without REDIS_URL: Next's file-system cache (pages on disk).
  const second = cluster.instances[1]!;
  const exited = new Promise((resolve) => second.once("exit", resolve));
  second.kill("SIGTERM");
  await exited;
  const withoutRedis = { ...cluster.env, REDIS_URL: "" }; // empty counts as unset (lib/env.ts)
  const local = startInstance(APP_PORTS[1], withoutRedis);
  cluster.instances.push(local);
  await waitForHealth(`http://127.0.0.1:${APP_PORTS[1]}`, local);
  const soloLocal = await startNginx(SOLO_PORT, [APP_PORTS[1]]);
  nginxes.push(soloLocal);
  await measure("1 instance, local disk cache", `http://127.0.0.1:${SOLO_PORT}`, pagePath, rows);
  console.log(`\n| setup | load average (1 min) | project page req/s | POST /api/properties req/s | non-2xx + errors |\n|---|---|---|---|---|\n${rows.join("\n")}`);
} finally {
  for (const nginx of nginxes) await nginx.stop();
  await cluster.teardown();
}
