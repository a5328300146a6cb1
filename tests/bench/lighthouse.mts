/**
 * Lighthouse benchmark (not a pass/fail test): `npx tsx tests/bench/lighthouse.mts`
 * Mobile preset (Lighthouse's default: simulated slow 4G, 4x CPU slowdown), median of RUNS runs per
 * page, in Debian's chromium (or CHROME_PATH). Prints performance, accessibility and SEO scores, LCP,
 * TBT, CLS, the JavaScript transferred, and whether any Google Maps script was requested (it must not
 * be, before the map is used), and Lighthouse's benchmark index of the machine (its CPU speed as Lighthouse
 * measures it: the 4x slowdown of the mobile preset assumes a fast desktop, so scores from machines
 * with another index do not compare). `--only home,franchise` measures the pages whose names start with those
 * words; `--baseline <dir>` measures another checkout's same pages in turn with these (before/after).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutable } from "../support/browser";
import { projectPageUrl, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const onlyAt = process.argv.indexOf("--only");
const ONLY = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

interface Run {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  mapsRequested: boolean;
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run; a run Lighthouse could not finish (a busy machine) is reported and left out of the medians. */
async function tryAudit(url: string, port: number): Promise<Run | null> {
  try {
    const run = await audit(url, port);
    if (Number.isFinite(run.tbt) && Number.isFinite(run.lcp)) return run;
    console.error(`${url}: a run without LCP or TBT, left out`);
  } catch (error) {
    console.error(`${url}: ${error instanceof Error ? error.message : error}`);
  }
  return null;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "seo"] });
  if (!result) throw new Error("lighthouse gave no result");
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const summary = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const requests = (audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    scriptKb: Math.round((summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024),
    mapsRequested: requests.some((request) => /maps\.(googleapis|gstatic)\.com/.test(request.url)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The site's pages by name; `--only` picks those whose name starts with a word (several: comma-separated). */
async function pagesOf(origin: string): Promise<[string, string][]> {
  const all: [string, () => Promise<string>][] = [
    ["home /", async () => `${origin}/`],
    ["franchise /franchise", async () => `${origin}/franchise`],
    ["blog article", async () => `${origin}/blog/vijf-redenen-voor-nieuwbouw-in-spanje`],
    ["search /demo/search/spanje/costa-del-sol", async () => `${origin}/demo/search/spanje/costa-del-sol`],
    ["map view /demo/search/spanje/costa-del-sol?view=map", async () => `${origin}/demo/search/spanje/costa-del-sol?view=map`],
    ["project page", () => projectPageUrl(origin, "/demo")],
  ];
  const words = ONLY?.split(",") ?? [];
  const chosen = all.filter(([name]) => words.length === 0 || words.some((word) => name.startsWith(word)));
  return Promise.all(chosen.map(async ([name, url]) => [name, await url()] as [string, string]));
}

function row(name: string, runs: Run[]): string {
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  return `| ${name} (${runs.length} runs) | performance ${m((r) => r.performance)} | accessibility ${m((r) => r.accessibility)} | SEO ${m((r) => r.seo)} | LCP ${m((r) => r.lcp)} ms | TBT ${m((r) => r.tbt)} ms | CLS ${m((r) => r.cls)} | JS ${m((r) => r.scriptKb)} KB | Maps script: ${runs.some((r) => r.mapsRequested) ? "REQUESTED" : "none"} | benchmark index ${m((r) => r.benchmarkIndex)} |`;
}

// `--baseline <dir>`: the same pages of another checkout (e.g. a worktree of an earlier commit), on
// the next port, audited in turn with this one's (A, B, A, B...), so both see the same machine.
const baselineAt = process.argv.indexOf("--baseline");
const BASELINE = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;

const servers = [{ label: "this", server: await startBenchServer(PORT) }];
if (BASELINE) servers.push({ label: "baseline", server: await startBenchServer(PORT + 1, BASELINE) });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
const rows: string[] = [];
try {
  const sites = await Promise.all(servers.map(async ({ label, server }) => ({ label, pages: await pagesOf(server.origin) })));
  for (const [index, [name]] of sites[0]!.pages.entries()) {
    for (const site of sites) await tryAudit(site.pages[index]![1], chrome.port); // warm-up: caches and compiled routes
    const runs = sites.map(() => [] as Run[]);
    for (let i = 0; i < RUNS; i++) {
      for (const [which, site] of sites.entries()) {
        const run = await tryAudit(site.pages[index]![1], chrome.port);
        if (run) runs[which]!.push(run);
      }
    }
    for (const [which, site] of sites.entries()) {
      if (runs[which]!.length === 0) throw new Error(`${name} (${site.label}): no run finished`);
      const line = row(sites.length > 1 ? `${name}, ${site.label}` : name, runs[which]!);
      rows.push(line);
      console.log(line);
    }
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map(({ server }) => server.stop()));
}
console.log(`\nmedian of ${RUNS} runs, mobile preset\n${rows.join("\n")}`);
