/**
 * The JavaScript each page loads, counted as Lighthouse counts it (compressed body plus response
 * headers of every script, until the network is quiet), on every kind of page a visitor or a
 * partner opens first (not a pass/fail test): `npx tsx tests/bench/script-weight.mts`, or
 * `BENCH_ORIGIN=http://127.0.0.1:3400` for a server that already runs. The figures do not depend on
 * the machine's load. The map view opens on its preview; its row "in use" counts the scripts after
 * the first touch of the map too, which is allowed to load more (the map library) and is marked so.
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/browser";
import { projectPageUrl, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const LIMIT_KB = 150;

/** Touches the map view's preview and waits until the live map stands. */
async function touchMap(page: Page) {
  const map = page.getByRole("region", { name: "Kaart met de projecten" });
  await map.hover();
  await map.and(page.locator("[data-zoom]")).waitFor();
  await page.waitForLoadState("networkidle");
}

/** A page's path, why it may load more (its own library) if it may, and what the visitor does first. */
const PAGES: [name: string, path: (origin: string) => Promise<string> | string, purpose?: string, firstAction?: (page: Page) => Promise<void>][] = [
  ["home", () => "/"],
  ["franchise", () => "/franchise"],
  ["blog article", () => "/blog/vijf-redenen-voor-nieuwbouw-in-spanje"],
  ["search", () => "/demo/search/spanje/costa-del-sol"],
  ["search, a filter", () => "/demo/search/spanje/costa-del-sol?bedrooms=2"],
  ["search, map view", () => "/demo/search?view=map"],
  ["search, map view in use", () => "/demo/search?view=map", "the map library, after the first touch", touchMap],
  ["project page", async (origin) => new URL(await projectPageUrl(origin, "/demo")).pathname],
  ["favourites", () => "/demo/favorites"],
  ["client log-in", () => "/demo/client-login"],
  ["client registration", () => "/demo/client-register"],
  ["forgotten password", () => "/demo/client-forgot-password"],
  ["CRM log-in", () => "/crm/login"],
  ["404", () => "/no-such-page"],
];

const server = process.env.BENCH_ORIGIN ? null : await startBenchServer(PORT);
const origin = process.env.BENCH_ORIGIN ?? server!.origin;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const rows: string[] = [];
try {
  for (const [name, pathOf, purpose, firstAction] of PAGES) {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      sizes.push(response.request().sizes().then((size) => size.responseBodySize + size.responseHeadersSize, () => 0));
    });
    await page.goto(`${origin}${await pathOf(origin)}`, { waitUntil: "networkidle" });
    await firstAction?.(page);
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const kb = bytes / 1024;
    const mark = kb <= LIMIT_KB ? "" : purpose ? ` (over ${LIMIT_KB} KB: ${purpose})` : ` **over ${LIMIT_KB} KB**`;
    rows.push(`| ${name} | ${sizes.length} | ${kb.toFixed(1)} KB${mark} |`);
    console.log(rows.at(-1));
    await page.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(`\n| page | scripts | JavaScript transferred |\n|---|---|---|\n${rows.join("\n")}`);
