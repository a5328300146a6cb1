/**
 * A filtered search against a cached project page, in one run (not a pass/fail test):
 * `npx tsx tests/bench/search-render.mts [--baseline <path of another checkout>]`
 * (`BENCH_SECONDS`, `BENCH_PORT` as the other scripts). For this checkout, and first for the baseline
 * when given (a worktree of the commit before a change, on the next port), it prints:
 * - the first render of distinct filter sets, one after another (each one new to the server);
 * - a cached project page, one filtered search asked again and again, and a rotation through the flood's 240
 *   filter sets (what a crawl or many visitors' filter clicks look like), at 16 and 64 connections;
 * - each page's requests/s as a share of plain Node sending its bytes in the same run (the limit),
 *   and the search's cost per request as a multiple of the project page's (issue 33's goal: at most 3).
 */
import { FLOOD_SETS, floodPath } from "./flood-paths";
import { ceiling, load, type LoadResult } from "./load";
import { projectPageUrl, startBenchServer, type BenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const args = process.argv.slice(2);
const baselineDir = args.includes("--baseline") ? args[args.indexOf("--baseline") + 1] : undefined;

/** The flood's 240 filter sets (tests/bench/flood-paths.ts). */
const ROTATION = Array.from({ length: FLOOD_SETS }, (_, n) => floodPath(n));
const ONE_SEARCH = "/demo/search/spanje/costa-del-sol?bedrooms=2&sort=newest";

const row = (name: string, result: LoadResult, extra = "") =>
  `| ${name} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors + result.non2xx} | ${extra} |`;

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function measure(label: string, server: BenchServer): Promise<string[]> {
  const rows = [`\n**${label}** (${server.engine})\n`, "| what | req/s | p50 ms | p99 ms | errors | |", "|---|---|---|---|---|---|"];
  // First renders: filter sets nobody asked for yet on this server.
  const firsts: number[] = [];
  for (let n = 0; n < 12; n++) {
    const started = performance.now();
    await bytesOf(`${server.origin}/demo/search?bedrooms=${(n % 4) + 1}&pricefrom=${100_000 + n * 25_000}`);
    firsts.push(performance.now() - started);
  }
  firsts.sort((a, b) => a - b);
  rows.push(`| first render of a new filter set (12, one at a time) | | ${firsts[6]!.toFixed(0)} | ${firsts.at(-1)!.toFixed(0)} (max) | | |`);

  const project = await projectPageUrl(server.origin, "/demo");
  const projectBytes = await bytesOf(project);
  const searchBytes = await bytesOf(`${server.origin}${ONE_SEARCH}`);
  for (const path of ROTATION) await bytesOf(`${server.origin}${path}`); // every set rendered once, as after a first crawl

  for (const connections of [16, 64]) {
    const options = { connections, duration: DURATION };
    const projectRun = await load({ url: project, ...options });
    const projectLimit = await ceiling(projectBytes, "text/html; charset=utf-8", connections, DURATION);
    const searchRun = await load({ url: `${server.origin}${ONE_SEARCH}`, ...options });
    const searchLimit = await ceiling(searchBytes, "text/html; charset=utf-8", connections, DURATION);
    const rotation = await load({ url: server.origin, requests: ROTATION.map((path) => ({ method: "GET", path })), ...options });
    const share = (run: LoadResult, limit: LoadResult) => `${((100 * run.rps) / limit.rps).toFixed(1)} % of plain Node (${limit.rps.toFixed(0)} req/s)`;
    rows.push(row(`${connections} conn: cached project page (${(projectBytes.length / 1024).toFixed(0)} KB)`, projectRun, share(projectRun, projectLimit)));
    rows.push(row(`${connections} conn: one filtered search again and again (${(searchBytes.length / 1024).toFixed(0)} KB)`, searchRun, `${share(searchRun, searchLimit)}; ${(projectRun.rps / searchRun.rps).toFixed(2)}x a project page's cost`));
    rows.push(row(`${connections} conn: 240 filter sets in rotation`, rotation, `${(projectRun.rps / rotation.rps).toFixed(2)}x a project page's cost`));
  }
  return rows;
}

const output: string[] = [`search-render: ${DURATION} s per run; load average ${(await import("node:os")).loadavg().map((n) => n.toFixed(1)).join(" ")}`];
if (baselineDir) {
  const baseline = await startBenchServer(PORT + 1, baselineDir);
  try {
    output.push(...(await measure(`baseline (${baselineDir})`, baseline)));
  } finally {
    await baseline.stop();
  }
}
const server = await startBenchServer(PORT);
try {
  output.push(...(await measure("this checkout", server)));
} finally {
  await server.stop();
}
console.log(output.join("\n"));
