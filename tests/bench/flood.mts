/**
 * A flood of search pages rendered per request against the bound on expensive work
 * (lib/server/work-limit.ts): for each bound, a cached project page's latency alone and under a flood
 * of 64 connections asking for filtered searches (tests/bench/flood-client.mts, a process of its own),
 * all in one run, so the ratio "p99 under the flood / p99 alone" compares like with like. Also the
 * flood's own answers: searches rendered per second, refused (503) per second, and the renders' p50.
 *   npx tsx tests/bench/flood.mts [--limits 256,1,2,4,8] [--queue 8] [--polite] [--fresh | --one search|project]
 * A limit of 256 with a queue of 1024 is, on this machine, no bound at all. `--polite`: the flood's
 * lanes wait their Retry-After after a 503 (a well-behaved crawler); without it they ask again at once.
 * The flood asks for 240 filter sets in turn, each rendered once before the probe starts (every filter
 * set is a cached page of its own once asked for); `--fresh`: a filter set nobody asked for each time
 * (a crawler walking every combination: each one a render); `--one search`: one cached filtered search
 * over and over, `--one project`: the probe's own cached project page over and over (a scraper stuck
 * on one URL). The probe and a health check (on a kept-alive connection each, as a load balancer
 * probes) come from another address (127.0.0.2) than the flood, so the server's share per address
 * (REQUESTS_PER_CLIENT) tells them apart.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { FLOOD_SETS, floodPath } from "./flood-paths";
import { projectPageUrl, startBenchServer } from "./server";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const LIMITS = option("--limits", "256,1,2,4,8").split(",").map(Number);
const QUEUE = option("--queue", "8");
const POLITE = args.includes("--polite");
const FRESH = args.includes("--fresh");
const ONE = option("--one", "");
const ONE_SEARCH = "/demo/search/spanje/costa-del-sol?cat=1&pricefrom=200002";
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const ALONE_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const FLOOD_SECONDS = ALONE_SECONDS * 2;
const CONNECTIONS = 64;

const percentile = (values: number[], p: number) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]! : NaN);

/** One client asking for `url` again and again on one kept-alive connection: every latency, ms. */
async function probe(url: string, seconds: number): Promise<{ latencies: number[]; failures: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: "127.0.0.2" });
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const request = http.get(url, { agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve(0));
    });
    if (status === 200) latencies.push(performance.now() - started);
    else failures++;
  }
  agent.destroy();
  return { latencies, failures };
}

function flood(origin: string, onePath: string | null): Promise<{ statuses: Record<string, number>; rendered: number[] }> {
  return new Promise((resolve, reject) => {
    const sets = onePath ?? (FRESH ? "fresh" : "repeated");
    const child = spawn("node_modules/.bin/tsx", ["tests/bench/flood-client.mts", origin, String(CONNECTIONS), String(FLOOD_SECONDS), POLITE ? "polite" : "careless", sets], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output.trim().split("\n").at(-1)!)) : reject(new Error(`flood client exited ${code}`))));
  });
}

const fmt = (ms: number) => (Number.isNaN(ms) ? "—" : ms.toFixed(1));
const what = ONE === "search" ? `one cached search (${ONE_SEARCH})` : ONE === "project" ? "the probe's cached project page" : FRESH ? "filtered searches, a new filter set each time" : `filtered searches, ${FLOOD_SETS} filter sets in turn, each asked for once before`;
console.log(`flood: ${CONNECTIONS} connections for ${FLOOD_SECONDS} s, ${what}; ${POLITE ? "waiting Retry-After after a 503" : "asking again at once after a 503"}; probe: a cached project page and /api/health, on one kept-alive connection each from another address (${ALONE_SECONDS} s alone, then during the flood); queue ${QUEUE}`);
console.log("| limit | cached page p50 / p99 alone (ms) | under the flood (ms) | p99 ratio | probe failures | health p99 alone / under the flood (ms) | flood 2xx /s | refused (429, 503) /s | flood p50 (ms) |");
console.log("|---|---|---|---|---|---|---|---|---|");
let first = true;
for (const limit of LIMITS) {
  const settings = { EXPENSIVE_WORK_LIMIT: String(limit), EXPENSIVE_WORK_QUEUE: limit >= 256 ? "1024" : QUEUE };
  const server = await startBenchServer(PORT, process.cwd(), { settings, keepData: !first });
  first = false;
  try {
    const page = await projectPageUrl(server.origin, "/demo");
    // Warm: the page in the page cache, the code paths compiled.
    await probe(page, 1);
    await probe(`${server.origin}/demo/search?bedrooms=2&sort=newest`, 1);
    const onePath = ONE === "search" ? ONE_SEARCH : ONE === "project" ? new URL(page).pathname : null;
    if (onePath) for (let n = 0; n < 2; n++) await fetch(`${server.origin}${onePath}`).then((response) => response.arrayBuffer());
    else if (!FRESH) for (let n = 0; n < FLOOD_SETS; n++) await fetch(`${server.origin}${floodPath(n)}`).then((response) => response.arrayBuffer());
    const health = `${server.origin}/api/health`;
    const [alone, healthAlone] = await Promise.all([probe(page, ALONE_SECONDS), probe(health, ALONE_SECONDS)]);
    const flooding = flood(server.origin, onePath);
    // The probe starts once the flood has built up, and ends before it does.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [during, healthDuring] = await Promise.all([probe(page, FLOOD_SECONDS - 2), probe(health, FLOOD_SECONDS - 2)]);
    const { statuses, rendered } = await flooding;
    const p99Alone = percentile(alone.latencies, 0.99);
    const p99During = percentile(during.latencies, 0.99);
    const refused = (statuses["429"] ?? 0) + (statuses["503"] ?? 0);
    console.log(
      `| ${limit >= 256 ? "none" : limit} | ${fmt(percentile(alone.latencies, 0.5))} / ${fmt(p99Alone)} | ${fmt(percentile(during.latencies, 0.5))} / ${fmt(p99During)} | ${(p99During / p99Alone).toFixed(2)} | ${during.failures + healthDuring.failures} | ${fmt(percentile(healthAlone.latencies, 0.99))} / ${fmt(percentile(healthDuring.latencies, 0.99))} | ${((statuses["200"] ?? 0) / FLOOD_SECONDS).toFixed(1)} | ${(refused / FLOOD_SECONDS).toFixed(1)} | ${fmt(percentile(rendered, 0.5))} |`,
    );
  } finally {
    await server.stop();
  }
}
