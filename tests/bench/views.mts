/**
 * Counting page views costs a cached project page nothing measurable: `npx tsx tests/bench/views.mts`.
 * Two production servers of this checkout run at once, one with PAGE_VIEWS=off and one counting
 * (lib/figures/view-counting.ts); each load run alternates between them (off on off on ...), as a
 * browser asks (a browser's User-Agent, so every answer counts; the counting server writes every
 * second, ten times its default, so the writes fall inside the runs), and the ratios of the medians are
 * printed: requests/s and the server's CPU time per request (from /proc). Then the counting server
 * stops gracefully (its last flush) and the views in its database are compared with the answers it
 * gave: none may be lost on a graceful stop. On PGlite only (each server its own data directory).
 * `--micro`: only the rule and the counter in this process, per answer (what the server adds to each
 * answer's end, independent of the machine's load from other work).
 */
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { connect } from "../../lib/db/client";
import { cpuMs, listeningPid } from "./process-cpu";
import { projectPageUrl, startBenchServer } from "./server";

const BROWSER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

if (process.argv.includes("--micro")) {
  const { countableView } = await import("../../lib/figures/view-rule");
  const { ViewCounter } = await import("../../lib/figures/view-counter");
  const counter = new ViewCounter(async () => undefined);
  const headers = { host: "127.0.0.1:3000", "user-agent": BROWSER_AGENT, "accept-encoding": "br" };
  const mainHosts = ["localhost"];
  const time = (name: string, url: string) => {
    const rounds = 1_000_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) {
      const view = countableView({ method: "GET", url, headers, status: 200, complete: true }, mainHosts);
      if (view) counter.record(view);
    }
    console.log(`${name}: ${(Number(process.hrtime.bigint() - started) / rounds).toFixed(0)} ns per answer`);
  };
  for (let round = 0; round < 3; round++) {
    time("a project page view (counted)", "/demo/for-sale/1-villa-mar");
    time("another page (not a view)", "/demo/search/spanje");
  }
  process.exit(0);
}
if (process.env.DATABASE_URL) {
  console.error("views.mts runs on PGlite only (two servers, two databases): unset DATABASE_URL");
  process.exit(2);
}
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3460); // off; counting on the next port
const BROWSER = {
  "user-agent": BROWSER_AGENT,
  "accept-encoding": "gzip, deflate, br, zstd",
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Run {
  perSecond: number;
  cpuPerRequest: number;
  answered: number;
}

async function load(url: string, pid: number, duration = DURATION): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, headers: BROWSER, connections: CONNECTIONS, duration }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, cpuPerRequest: (cpuMs(pid) - cpuBefore) / result.requests.total, answered: result["2xx"] };
}

// One after the other: the first builds when the build is stale.
const off = await startBenchServer(PORT, process.cwd(), { settings: { PAGE_VIEWS: "off" } });
const on = await startBenchServer(PORT + 1, process.cwd(), { settings: { PAGE_VIEWS: "on", VIEW_FLUSH_MS: "1000" } });
const pids = { off: listeningPid(PORT), on: listeningPid(PORT + 1) };
const runs = { off: [] as Run[], on: [] as Run[] };
let answeredByOn = 0;
try {
  const urls = { off: await projectPageUrl(off.origin, "/demo"), on: await projectPageUrl(on.origin, "/demo") };
  await load(urls.off, pids.off, 2); // warm both: compiled routes, the page cache
  answeredByOn += (await load(urls.on, pids.on, 2)).answered;
  for (let round = 0; round < ROUNDS; round++) {
    runs.off.push(await load(urls.off, pids.off));
    const run = await load(urls.on, pids.on);
    runs.on.push(run);
    answeredByOn += run.answered;
  }
} finally {
  await Promise.all([off.stop(), on.stop()]);
}
const database = await connect({ dataDir: `./data/bench-${PORT + 1}` });
const [counted] = ((await database.db.execute(sql`select coalesce(sum(views), 0)::int as views from page_views`)) as unknown as { rows: { views: number }[] }).rows;
await database.close();

const rate = { off: median(runs.off.map((run) => run.perSecond)), on: median(runs.on.map((run) => run.perSecond)) };
const cpu = { off: median(runs.off.map((run) => run.cpuPerRequest)), on: median(runs.on.map((run) => run.cpuPerRequest)) };
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} alternating rounds per side; engine ${on.engine}`);
console.log(`req/s runs: off ${runs.off.map((run) => run.perSecond.toFixed(0)).join("/")}, on ${runs.on.map((run) => run.perSecond.toFixed(0)).join("/")}`);
console.log(
  "\n| cached project page (br accepted) | counting off | counting on | ratio on/off |\n|---|---|---|---|\n" +
    `| requests/s (median) | ${rate.off.toFixed(0)} | ${rate.on.toFixed(0)} | ${(rate.on / rate.off).toFixed(2)}x |\n` +
    `| server CPU per request (median) | ${cpu.off.toFixed(2)} ms | ${cpu.on.toFixed(2)} ms | ${(cpu.on / cpu.off).toFixed(2)}x |`,
);
// autocannon leaves requests in flight at the end of a run uncounted: the server may still answer them.
console.log(`\nviews counted after the graceful stop: ${counted?.views ?? 0}; answers autocannon counted: ${answeredByOn}`);
