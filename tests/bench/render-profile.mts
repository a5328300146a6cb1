/**
 * Where a filtered search spends the server's CPU: the server runs with V8's CPU profiler
 * (`--cpu-prof`), is asked for `--renders` filter sets nobody asked for before (each a render, one at
 * a time), then with `--repeat R` the same sets R times more in turn (as visitors' filter clicks on
 * sets asked before), and stops; the profile is summed by self time per package (React's server
 * renderer, Next, PGlite, our code, Node) and per function, printed as shares of the whole, and the busy
 * CPU per request. `--baseline <dir>` profiles another checkout (built, with its node_modules) the same
 * way first, and prints this checkout's busy CPU per request as a multiple of it. The .cpuprofile files
 * stay in `--dir` for Chrome's DevTools (Performance, "Load profile").
 *   npx tsx tests/bench/render-profile.mts [--renders 60] [--repeat 0] [--baseline <dir>] [--dir ./data/profiles] [--top 25]
 */
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { floodPath } from "./flood-paths";
import { startProfiledServer } from "./server";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const RENDERS = Number(option("--renders", "60"));
const REPEAT = Number(option("--repeat", "0"));
const BASELINE = args.includes("--baseline") ? path.resolve(option("--baseline", "")) : null;
const DIR = path.resolve(option("--dir", "./data/profiles"));
const TOP = Number(option("--top", "25"));
const PORT = Number(process.env.BENCH_PORT ?? 3490);
const REQUESTS = RENDERS * (1 + REPEAT);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to, or what it is. */
function areaOf(url: string, root: string): string {
  if (!url) return "(V8: GC, idle, native)";
  if (url.startsWith("node:")) return "node";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) {
    const name = inModules[1]!;
    // Next bundles React's server renderers into its own compiled folder.
    const compiled = /next\/dist\/compiled\/([^/]+)/.exec(url);
    return compiled ? `next/compiled/${compiled[1]}` : name;
  }
  if (url.includes("/.next/server/chunks/")) return "app (.next/server/chunks)";
  if (url.includes("/.next/")) return "app (.next, other)";
  return url.replace(/^file:\/\//, "").replace(root, ".");
}

function summarise(profile: Profile, root: string): number {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const micros = profile.timeDeltas[index] ?? 0;
    if (node.callFrame.functionName === "(idle)") return;
    total += micros;
    const area = areaOf(node.callFrame.url, root);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const name = `${node.callFrame.functionName || "(anonymous)"}  ${area}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const share = (micros: number) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
  console.log(`\nbusy CPU ${Math.round(total / 1000)} ms for ${REQUESTS} requests (${(total / 1000 / REQUESTS).toFixed(1)} ms each, the start included)\n\nby area:`);
  for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${share(micros)}  ${area}`);
  console.log(`\ntop ${TOP} functions by self time:`);
  for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${share(micros)}  ${name}`);
  return total;
}

/** Profiles the checkout in `root`: its server's busy CPU in microseconds. */
async function profile(label: string, root: string): Promise<number> {
  const dir = path.join(DIR, label);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const server = await startProfiledServer(PORT, root, dir);
  try {
    // One render first, so the route's code is loaded before the counted ones.
    await (await fetch(`${server.origin}${floodPath(0, true)}&bathrooms=3`)).arrayBuffer();
    for (let n = 0; n < REQUESTS; n++) {
      const response = await fetch(`${server.origin}${floodPath(n % RENDERS, true)}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`request ${n} answered ${response.status}`);
    }
  } finally {
    await server.stop();
  }
  const files = await Promise.all((await readdir(dir)).filter((name) => name.endsWith(".cpuprofile")).map(async (name) => ({ name, text: await readFile(path.join(dir, name), "utf8") })));
  const largest = files.sort((a, b) => b.text.length - a.text.length)[0];
  if (!largest) throw new Error(`no profile written in ${dir}`);
  console.log(`\n== ${label} (${root}): ${RENDERS} filter sets${REPEAT ? `, then ${REPEAT} times again` : ""}\nprofile: ${path.join(dir, largest.name)}`);
  return summarise(JSON.parse(largest.text) as Profile, root);
}

const before = BASELINE ? await profile("baseline", BASELINE) : null;
const after = await profile("this checkout", process.cwd());
if (before) console.log(`\nbusy CPU per request, this checkout / baseline: ${(after / before).toFixed(2)}x`);
