/**
 * The server's memory: resident set (RSS) at rest after `npm start`, after one request for each
 * page of the mix, and during a soak at 16 connections over that mix (the first 150 pages of the
 * sitemap: project pages, search landing pages, content pages; and the flood's 240 filtered searches
 * of a partner's site), sampled every 15 s. Prints the serving process and the whole `npm start` process group, what the server
 * says holds its memory (/api/metrics: V8's heap, and "external", which is mostly PGlite's
 * WebAssembly memory), the soak's requests per second, and the growth from the soak's first quarter
 * to its last (issue: at most 5 %).
 *   npx tsx tests/bench/memory.mts [--minutes 10] [--connections 16] [--set NAME=VALUE ...]
 * `--set` passes a setting to the server (e.g. `--set PGLITE_SHARED_BUFFERS=128MB` for the old default);
 * with DATABASE_URL the server uses that database as it is (seed it first).
 */
import { readdirSync, readFileSync } from "node:fs";
import { FLOOD_SETS, floodPath } from "./flood-paths";
import { load } from "./load";
import { listeningPid } from "./process-cpu";
import { startBenchServer } from "./server";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const MINUTES = Number(option("--minutes", "10"));
const CONNECTIONS = Number(option("--connections", "16"));
const PORT = Number(process.env.BENCH_PORT ?? 3480);
const SAMPLE_SECONDS = 15;
const settings = Object.fromEntries(args.flatMap((arg, i) => (args[i - 1] === "--set" ? [[arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]] : [])));

const mb = (kb: number) => Math.round(kb / 1024);

/** A process's resident set in kB, from /proc (0 when it is gone). */
function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Every process of a process group: `npm start`'s tsx, the start script, and the server. */
function groupRssKb(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) === pgid) total += rssKb(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const processGroupOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2]);

/** What the server itself reports: V8's heap in use and memory outside it (MB). */
async function heldMemory(origin: string): Promise<{ heapUsed: number; external: number }> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  const metric = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024);
  return { heapUsed: metric("costa_nodejs_heap_size_used_bytes"), external: metric("costa_nodejs_external_memory_bytes") };
}

/** The mix: the sitemap's first 150 pages and the flood's filtered searches. */
async function pagesOf(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return [...pages.slice(0, 150), ...Array.from({ length: FLOOD_SETS }, (_, n) => floodPath(n))];
}

const server = await startBenchServer(PORT, process.cwd(), { settings });
try {
  const pid = listeningPid(PORT);
  const pgid = processGroupOf(pid);
  const line = (label: string, held?: { heapUsed: number; external: number }) =>
    console.log(`${label.padEnd(28)} server ${String(mb(rssKb(pid))).padStart(5)} MB   npm start in all ${String(mb(groupRssKb(pgid))).padStart(5)} MB${held ? `   V8 heap used ${held.heapUsed} MB, external ${held.external} MB` : ""}`);
  console.log(`engine ${server.engine}; settings ${JSON.stringify(settings)}; ${MINUTES} min at ${CONNECTIONS} connections`);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  line("at rest", await heldMemory(server.origin));

  const paths = await pagesOf(server.origin);
  for (const path of paths) await (await fetch(`${server.origin}${path}`)).arrayBuffer();
  line(`after ${paths.length} pages once`, await heldMemory(server.origin));

  const samples: number[] = [];
  const sampler = setInterval(() => {
    samples.push(rssKb(pid));
    line(`soak, ${samples.length * SAMPLE_SECONDS} s`);
  }, SAMPLE_SECONDS * 1000);
  const result = await load({ url: server.origin, connections: CONNECTIONS, duration: MINUTES * 60, requests: paths.map((path) => ({ method: "GET", path })) });
  clearInterval(sampler);
  line("after the soak", await heldMemory(server.origin));
  // V8 collects in a saw-tooth (the heap fills with garbage, a major collection gives it back): the
  // trend is the mean of the soak's last quarter against its first quarter.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const first = mean(samples.slice(0, quarter));
  const last = mean(samples.slice(-quarter));
  console.log(
    `soak: ${Math.round(result.rps)} answers/s (2xx), p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
      `server RSS lowest ${mb(Math.min(...samples))} MB, highest ${mb(Math.max(...samples))} MB; mean of the first quarter ${mb(first)} MB, ` +
      `of the last ${mb(last)} MB: growth ${(((last - first) / first) * 100).toFixed(1)} %`,
  );
} finally {
  await server.stop();
}
