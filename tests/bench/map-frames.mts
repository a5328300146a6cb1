/**
 * How the open map (no Google key) answers pan and zoom with every project of the demo catalogue on
 * it (not a pass/fail test): `npx tsx tests/bench/map-frames.mts` (or `BENCH_ORIGIN=http://…` for a
 * server that already runs). In Chromium at 1280×900, on the map view of all of Spain: a mouse drag,
 * wheel zooms in and out, and cluster clicks, each timed frame by frame (requestAnimationFrame) with
 * the long tasks, at full CPU and slowed down 4x (Lighthouse's mobile preset). Prints per gesture:
 * frames, median / p95 / longest frame, long tasks and the longest one.
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/browser";
import { consentStorageState } from "../support/consent";
import { startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);

// Browser code as text: the bundler that runs this script would wrap functions in helpers the page lacks.
const RECORD = `(() => {
  const frames = (window.__frames = []);
  const tasks = (window.__tasks = []);
  window.__recording = true;
  const tick = (time) => { frames.push(time); if (window.__recording) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  if (!window.__taskObserver) {
    window.__taskObserver = new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__tasks.push(entry.duration); });
    window.__taskObserver.observe({ type: "longtask" });
  }
})()`;
const STOP = `(() => { window.__recording = false; return { frames: window.__frames, tasks: window.__tasks }; })()`;

interface Gesture {
  frames: number;
  median: number;
  p95: number;
  longest: number;
  longTasks: number;
  longestTask: number;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

async function timed(page: Page, gesture: () => Promise<void>): Promise<Gesture> {
  await page.evaluate(RECORD);
  await gesture();
  // Let the last frames of an animation and the work after `moveend` land.
  await page.evaluate("new Promise((resolve) => setTimeout(resolve, 400))");
  const { frames, tasks } = await page.evaluate<{ frames: number[]; tasks: number[] }>(STOP);
  const gaps = frames.slice(1).map((time, index) => time - frames[index]!);
  return {
    frames: frames.length,
    median: Math.round(quantile(gaps, 0.5) * 10) / 10,
    p95: Math.round(quantile(gaps, 0.95) * 10) / 10,
    longest: Math.round(Math.max(...gaps)),
    longTasks: tasks.length,
    longestTask: Math.round(Math.max(0, ...tasks)),
  };
}

const zoomOf = async (page: Page) => Number(await page.locator(".open-map").getAttribute("data-zoom"));

async function waitForZoom(page: Page, from: number) {
  await page.waitForFunction((zoom) => Number(document.querySelector(".open-map")?.getAttribute("data-zoom")) !== zoom, from);
}

async function gestures(page: Page): Promise<Record<string, Gesture>> {
  const box = (await page.locator(".open-map").boundingBox())!;
  const [x, y] = [box.x + box.width * 0.6, box.y + box.height * 0.7];
  const results: Record<string, Gesture> = {};
  results["drag 500 px (50 moves)"] = await timed(page, async () => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 50; step += 1) {
      await page.mouse.move(x - step * 10, y - step * 4);
      await page.evaluate("new Promise((resolve) => requestAnimationFrame(resolve))");
    }
    await page.mouse.up();
  });
  results["wheel zoom in, 3 levels"] = await timed(page, async () => {
    for (let step = 0; step < 3; step += 1) {
      const zoom = await zoomOf(page);
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, -240);
      await waitForZoom(page, zoom);
    }
  });
  results["wheel zoom out, 3 levels"] = await timed(page, async () => {
    for (let step = 0; step < 3; step += 1) {
      const zoom = await zoomOf(page);
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, 240);
      await waitForZoom(page, zoom);
    }
  });
  results["cluster click (zoom in on it)"] = await timed(page, async () => {
    const zoom = await zoomOf(page);
    await page.locator(".open-map .project-cluster").first().click();
    await waitForZoom(page, zoom);
  });
  return results;
}

const given = process.env.BENCH_ORIGIN;
const server = given ? null : await startBenchServer(PORT);
const origin = given ?? server!.origin;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  console.log(`| CPU | gesture | markers | frames | median frame | p95 frame | longest frame | long tasks | longest task |\n|---|---|---|---|---|---|---|---|---|`);
  for (const rate of [1, 4]) {
    const all: Record<string, Gesture[]> = {};
    let markers = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // A cookie choice stored, so the bar covers nothing; the whole map in the window.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: consentStorageState() });
      const page = await context.newPage();
      await page.goto(`${origin}/demo/search/spanje?view=map`);
      await page.waitForSelector(".open-map[data-zoom] .project-cluster");
      await page.locator(".open-map").evaluate((element) => element.scrollIntoView({ block: "end" }));
      markers = await page.evaluate(() => {
        const counts = [...document.querySelectorAll(".open-map .project-cluster")].map((element) => Number(element.textContent));
        return counts.reduce((sum, count) => sum + count, 0) + document.querySelectorAll(".open-map .project-pin").length;
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      for (const [name, gesture] of Object.entries(await gestures(page))) (all[name] ??= []).push(gesture);
      await context.close();
    }
    for (const [name, runs] of Object.entries(all)) {
      const m = (key: keyof Gesture) => quantile(runs.map((run) => run[key]), 0.5);
      console.log(`| ${rate}x | ${name} | ${markers} | ${m("frames")} | ${m("median")} ms | ${m("p95")} ms | ${m("longest")} ms | ${m("longTasks")} | ${m("longestTask")} ms |`);
    }
  }
  console.log(`\nmedian of ${ROUNDS} rounds`);
} finally {
  await browser.close();
  await server?.stop();
}
