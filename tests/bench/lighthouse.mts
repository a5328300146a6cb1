/**
 * Lighthouse benchmark (not a pass/fail test): `npx tsx tests/bench/lighthouse.mts`
 * Mobile preset (Lighthouse's default: simulated slow 4G, 4x CPU slowdown), median of RUNS runs per
 * page, in Debian's chromium (or CHROME_PATH). Prints performance, accessibility and SEO scores, LCP,
 * TBT, CLS, the JavaScript transferred, and whether any Google Maps script was requested (it must not
 * be, before the map is used). `--only home` measures the pages whose name starts with that word.
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
  };
}

const server = await startBenchServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
const rows: string[] = [];
try {
  const pages = {
    "home /": `${server.origin}/`,
    "search /demo/search/spanje/costa-del-sol": `${server.origin}/demo/search/spanje/costa-del-sol`,
    "project page": await projectPageUrl(server.origin, "/demo"),
  };
  for (const [name, url] of Object.entries(pages).filter(([name]) => !ONLY || name.startsWith(ONLY))) {
    await tryAudit(url, chrome.port); // warm-up: caches and compiled routes
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await tryAudit(url, chrome.port);
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`${name}: no run finished`);
    const row = `| ${name} (${runs.length} runs) | performance ${median(runs.map((r) => r.performance))} | accessibility ${median(runs.map((r) => r.accessibility))} | SEO ${median(runs.map((r) => r.seo))} | LCP ${median(runs.map((r) => r.lcp))} ms | TBT ${median(runs.map((r) => r.tbt))} ms | CLS ${median(runs.map((r) => r.cls))} | JS ${median(runs.map((r) => r.scriptKb))} KB | Maps script: ${runs.some((r) => r.mapsRequested) ? "REQUESTED" : "none"} |`;
    rows.push(row);
    console.log(row);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`\nmedian of ${RUNS} runs, mobile preset\n${rows.join("\n")}`);
