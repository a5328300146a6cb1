/**
 * Same-run comparison of this checkout with another one (a baseline commit), request by request:
 * `npx tsx tests/bench/routing.mts --baseline <path of the other checkout>`.
 * Both production servers run at once on their own ports and data; each load run alternates between
 * them (A B A B), and the ratio of the medians is printed, so machine noise hits both sides alike.
 * Measures the cheap answers the routing middleware used to dominate (robots.txt, a search call, a
 * prerendered JSON file) and the pages (a search page, through the nonce middleware; a cached
 * project page, each also as a browser asks for it: brotli and gzip accepted), and a framework script
 * as a browser asks for it. Beside requests per second it prints the server's CPU time per request
 * (from /proc), which the load of the rest of the machine hardly changes, and the bytes per answer.
 */
import autocannon from "autocannon";
import { cpuMs, listeningPid } from "./process-cpu";
import { projectPageUrl, startBenchServer, type BenchServer } from "./server";

const args = process.argv.slice(2);
const baselineDir = args[args.indexOf("--baseline") + 1];
if (!args.includes("--baseline") || !baselineDir) {
  console.error("usage: npx tsx tests/bench/routing.mts --baseline <path of the other checkout>");
  process.exit(2);
}
/** `--only robots`: the probes whose name contains that text. */
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3450); // the baseline; this checkout on the next port

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Run {
  perSecond: number;
  /** Server CPU time per request, ms. */
  cpuPerRequest: number;
  /** Bytes received per answer, headers included. */
  bytesPerRequest: number;
}

async function load(options: autocannon.Options, pid: number): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, cpuPerRequest: (cpuMs(pid) - cpuBefore) / result.requests.total, bytesPerRequest: result.throughput.total / result.requests.total };
}

type Probe = (server: BenchServer) => Promise<autocannon.Options>;

/** The first script of the home page (a framework chunk: every page loads it). */
async function firstScriptUrl(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const src = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("no script on the home page");
  return origin + src;
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };
const SEARCH = JSON.stringify({ account_id: 1, esGeo: { country: "spanje", region: "costa-del-sol" }, cat: [1, 12], pricefrom: 200000, priceto: 600000 });
const PROBES: Record<string, Probe> = {
  "GET /robots.txt": async ({ origin }) => ({ url: `${origin}/robots.txt` }),
  "POST /api/properties": async ({ origin }) => ({ url: `${origin}/api/properties`, method: "POST", headers: { "content-type": "application/json" }, body: SEARCH }),
  "GET /api/openapi.json (prerendered)": async ({ origin }) => ({ url: `${origin}/api/openapi.json` }),
  "GET search page": async ({ origin }) => ({ url: `${origin}/demo/search/spanje/costa-del-sol` }),
  "GET project page (cached)": async ({ origin }) => ({ url: await projectPageUrl(origin, "/demo") }),
  "GET search page (br accepted)": async ({ origin }) => ({ url: `${origin}/demo/search/spanje/costa-del-sol`, headers: BROWSER_ENCODINGS }),
  "GET project page (cached, br accepted)": async ({ origin }) => ({ url: await projectPageUrl(origin, "/demo"), headers: BROWSER_ENCODINGS }),
  "GET a framework script (br accepted)": async ({ origin }) => ({ url: await firstScriptUrl(origin), headers: BROWSER_ENCODINGS }),
};

const current = await startBenchServer(PORT + 1);
const baseline = await startBenchServer(PORT, baselineDir);
const pids = { current: listeningPid(PORT + 1), baseline: listeningPid(PORT) };
const rows: string[] = [];
try {
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} alternating rounds per side; engine ${current.engine}\n`);
  for (const [name, probe] of Object.entries(PROBES).filter(([name]) => !only || name.includes(only))) {
    const [currentOptions, baselineOptions] = [await probe(current), await probe(baseline)];
    await load({ ...currentOptions, duration: 1 }, pids.current); // warm both: compiled routes, caches
    await load({ ...baselineOptions, duration: 1 }, pids.baseline);
    const runs = { current: [] as Run[], baseline: [] as Run[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.baseline.push(await load(baselineOptions, pids.baseline));
      runs.current.push(await load(currentOptions, pids.current));
    }
    const rate = { now: median(runs.current.map((run) => run.perSecond)), before: median(runs.baseline.map((run) => run.perSecond)) };
    const cpu = { now: median(runs.current.map((run) => run.cpuPerRequest)), before: median(runs.baseline.map((run) => run.cpuPerRequest)) };
    const kb = (side: Run[]) => (median(side.map((run) => run.bytesPerRequest)) / 1024).toFixed(1);
    rows.push(
      `| ${name} | ${rate.before.toFixed(0)} req/s | ${rate.now.toFixed(0)} req/s | ${(rate.now / rate.before).toFixed(2)}x ` +
        `| ${cpu.before.toFixed(2)} ms | ${cpu.now.toFixed(2)} ms | ${(cpu.before / cpu.now).toFixed(2)}x | ${kb(runs.baseline)} KB | ${kb(runs.current)} KB |`,
    );
    console.log(rows.at(-1), ` req/s runs: baseline ${runs.baseline.map((run) => run.perSecond.toFixed(0)).join("/")}, current ${runs.current.map((run) => run.perSecond.toFixed(0)).join("/")}`);
  }
} finally {
  await Promise.all([current.stop(), baseline.stop()]);
}
console.log(
  "\n| request | baseline | this checkout | ratio | CPU/request baseline | this checkout | ratio | answer baseline | this checkout |\n|---|---|---|---|---|---|---|---|---|\n" +
    rows.join("\n"),
);
