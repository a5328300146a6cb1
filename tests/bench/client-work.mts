/**
 * What a page asks of the browser, in figures that hardly depend on the machine's load (not a
 * pass/fail test): `npx tsx tests/bench/client-work.mts` (or `BENCH_ORIGIN=http://127.0.0.1:3400`
 * for a server that already runs). Per page, median of RUNS loads in Chromium:
 * - client component instances: the function and class components in React's committed trees after
 *   hydration (server components leave none; read through the DevTools hook React calls on commit),
 *   and the number of React roots;
 * - JavaScript transferred (compressed bytes of every script response) and the number of scripts;
 * - main-thread script time (CDP `ScriptDuration`) and the long tasks' blocking time with the CPU
 *   slowed down 4x, as Lighthouse's mobile preset does (these two still follow the machine's load).
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/browser";
import { projectPageUrl, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Figures {
  components: number;
  roots: number;
  scriptKb: number;
  scripts: number;
  scriptMs: number;
  blockingMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Browser code as text: the bundler that runs this script would wrap functions in helpers the page lacks.

/** Before any script: a minimal DevTools hook that keeps every committed root, and a long-task observer. */
const INSTRUMENT = `
  const roots = new Set();
  const tasks = [];
  window.__benchRoots = roots;
  window.__benchTasks = tasks;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(id, root) { roots.add(root); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration); }).observe({ type: "longtask" });
`;

/** Function (0), class (1), forwardRef (11), memo (14) and simple memo (15) fibers in every root. */
const COUNT_COMPONENTS = `(() => {
  let components = 0;
  for (const root of window.__benchRoots) {
    const stack = [root.current];
    while (stack.length) {
      const fiber = stack.pop();
      if ([0, 1, 11, 14, 15].includes(fiber.tag)) components += 1;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
  }
  return { components, roots: window.__benchRoots.size, tasks: window.__benchTasks };
})()`;

async function measure(page: Page, url: string): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // Hydration and the effects after it: wait for two quiet frames.
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
  const { components, roots, tasks } = await page.evaluate<{ components: number; roots: number; tasks: number[] }>(COUNT_COMPONENTS);
  const metrics = (await cdp.send("Performance.getMetrics")).metrics;
  const scriptSeconds = metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? NaN;
  const sizes = await Promise.all(scripts);
  await cdp.detach();
  return {
    components,
    roots,
    scriptKb: Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024),
    scripts: sizes.length,
    scriptMs: Math.round(scriptSeconds * 1000),
    blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}

const given = process.env.BENCH_ORIGIN;
const server = given ? null : await startBenchServer(PORT);
const origin = given ?? server!.origin;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const pages = {
    "home /": `${origin}/`,
    "search /demo/search/spanje/costa-del-sol": `${origin}/demo/search/spanje/costa-del-sol`,
    "project page": await projectPageUrl(origin, "/demo"),
  };
  console.log(`| page | client component instances | React roots | JS transferred | scripts | script time (4x CPU) | long-task blocking (4x CPU) |\n|---|---|---|---|---|---|---|`);
  for (const [name, url] of Object.entries(pages)) {
    const runs: Figures[] = [];
    // One warm-up load (compiled routes, caches), then RUNS fresh contexts (empty HTTP cache).
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript({ content: INSTRUMENT });
      const figures = await measure(await context.newPage(), url);
      await context.close();
      if (i > 0) runs.push(figures);
    }
    const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
    console.log(`| ${name} | ${m("components")} | ${m("roots")} | ${m("scriptKb")} KB | ${m("scripts")} | ${m("scriptMs")} ms | ${m("blockingMs")} ms |`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
