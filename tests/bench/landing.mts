/**
 * Cached search landing pages against cached project pages (not a pass/fail test):
 * `npx tsx tests/bench/landing.mts` (`BENCH_SECONDS`, `BENCH_PORT`, `BENCH_ROUNDS` as the other scripts).
 * Both pages are first rendered once and checked to come from the page cache (`x-nextjs-cache`);
 * then load runs (autocannon, 32 connections) alternate between them, so a change in the machine's
 * load hits both alike, and it prints the requests/s of each run, the medians and their ratio (the
 * issue's target: a landing page serves at least 80 % of a project page's requests/s). A search
 * with a query (rendered per request) runs once for scale.
 */
import autocannon from "autocannon";
import { projectPageUrl, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

async function requestsPerSecond(url: string): Promise<{ rps: number; non2xx: number; errors: number }> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, done) => (error ? reject(error) : resolve(done)));
  });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/** Renders the page once, then checks that the next answer comes from the page cache. */
async function cachedPage(url: string): Promise<{ url: string; kb: number; cache: string }> {
  await (await fetch(url)).arrayBuffer();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  const cache = response.headers.get("x-nextjs-cache") ?? "none";
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { url, kb: Math.round(bytes / 1024), cache };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startBenchServer(PORT);
const lines: string[] = [];
try {
  const pages = {
    "project page": await cachedPage(await projectPageUrl(server.origin, "/demo")),
    "landing page /demo/search/spanje/costa-del-sol": await cachedPage(`${server.origin}/demo/search/spanje/costa-del-sol`),
    "landing page /demo/search/spanje/costa-del-sol/marbella": await cachedPage(`${server.origin}/demo/search/spanje/costa-del-sol/marbella`),
  };
  console.log(`\nengine: ${server.engine}; ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds`);
  for (const [name, page] of Object.entries(pages)) console.log(`${name}: ${page.kb} KB, x-nextjs-cache ${page.cache}`);
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, page] of Object.entries(pages)) {
      const result = await requestsPerSecond(page.url);
      runs[name]!.push(result.rps);
      console.log(`round ${round}: ${name}: ${result.rps.toFixed(0)} req/s${result.non2xx + result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ""}`);
    }
  }
  const project = median(runs["project page"]!);
  for (const [name, page] of Object.entries(pages)) {
    const rps = median(runs[name]!);
    lines.push(`| ${name} (${page.kb} KB, ${page.cache}) | ${rps.toFixed(0)} req/s | ${((100 * rps) / project).toFixed(0)} % |`);
  }
  const dynamic = await requestsPerSecond(`${server.origin}/demo/search/spanje/costa-del-sol?sort=newest`);
  lines.push(`| search with a query /demo/search/spanje/costa-del-sol?sort=newest (per request) | ${dynamic.rps.toFixed(0)} req/s | ${((100 * dynamic.rps) / project).toFixed(0)} % |`);
} finally {
  await server.stop();
}
console.log(`\n| page | requests/s (median) | of the project page |\n|---|---|---|\n${lines.join("\n")}`);
