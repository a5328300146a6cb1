import { readFileSync } from "node:fs";
import { expect, test, type Page, type Response } from "@playwright/test";
import { COMPILE_HINT, rootMainFiles } from "../../scripts/lib/compile-hints";
import { searchHydrated } from "../support/search-page";

/**
 * What a phone's first load asks of the browser. The first Intl object a page builds loads the
 * locale's data (about 140 ms of main thread on Lighthouse's 4x slower CPU, the next one 0.1 ms), so
 * the texts the search filters and the units table need while React hydrates come from the server.
 */

/** Records every Intl object the page builds, from before its first script. */
async function recordIntl(page: Page) {
  await page.addInitScript({
    content: `(() => {
      const built = (window.__intlBuilt = []);
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "ListFormat", "RelativeTimeFormat", "Collator"]) {
        const Original = Intl[name];
        const Recorded = function (...args) { built.push(name + " " + JSON.stringify(args)); return new Original(...args); };
        Recorded.prototype = Original.prototype;
        Recorded.supportedLocalesOf = Original.supportedLocalesOf;
        Intl[name] = Recorded;
      }
    })()`,
  });
}

const intlBuilt = (page: Page) => page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);

test.describe("a light first load", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the search page hydrates without building an Intl object, and its filter selects keep their texts", async ({ page }) => {
    await recordIntl(page);
    await page.goto("/demo/search/spanje?pricefrom=123456&area_min=77&beach_max=1500");
    await searchHydrated(page);
    expect(await intlBuilt(page)).toEqual([]);
    // The texts came from the server, a shared URL's own amounts included.
    await expect(page.locator("select[name=pricefrom] option:checked")).toHaveText("€ 123.456");
    await expect(page.locator("select[name=beach_max] option:checked")).toHaveText("Tot 1,5 km");
    await expect(page.locator("select[name=pricefrom] option[value='250000']")).toHaveText("€ 250.000");
  });

  test("a project page hydrates its units table without an Intl object; the first text sort builds the one it needs", async ({ page }) => {
    await recordIntl(page);
    await page.goto("/demo/for-sale/1");
    const units = page.getByTestId("units");
    await expect(units).toHaveAttribute("data-ready", "true");
    expect(await intlBuilt(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    const reference = units.getByRole("columnheader", { name: /Referentie/ });
    await reference.getByRole("button").click();
    await expect(reference).toHaveAttribute("aria-sort", "ascending");
    expect((await intlBuilt(page)).filter((built) => built.startsWith("Collator"))).toHaveLength(1);
  });

  test("cards below the first screen and the footer are laid out only when they come near", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol");
    const cards = page.locator("#search-results article");
    await expect(cards).toHaveCount(24);
    const footer = page.locator("footer[data-surface]");
    const skipped = (locator: typeof footer) => locator.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));
    // A card skips its contents (the card itself keeps its box): the first is on the first screen, the last is not.
    expect(await skipped(cards.first().locator("*").first())).toBe(false);
    expect(await skipped(cards.last().locator("*").first())).toBe(true);
    expect(await skipped(footer.locator("a").first())).toBe(true);

    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(footer.locator("a").first())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(cards.last())).toBe(false);
  });

  test("the framework chunks every page starts with carry V8's compile hint; the page's own chunks do not", async ({ page, request }) => {
    const framework = rootMainFiles(process.cwd()).map((file) => `/_next/${file}`);
    expect(framework.length).toBeGreaterThan(0);
    await page.goto("/demo/search/spanje/costa-del-sol");
    const scripts = await page.locator("script[src]").evaluateAll((elements) => elements.map((element) => new URL((element as HTMLScriptElement).src).pathname));
    expect(scripts).toEqual(expect.arrayContaining(framework));
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      expect(code.startsWith(COMPILE_HINT), src).toBe(framework.includes(src));
    }
  });

  test("the page's scripts and styles arrive as the build's brotli copies, and the page runs on them", async ({ page, request }) => {
    const assets: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/_next/static/") && /\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
    });
    await page.goto("/demo/search/spanje/costa-del-sol");
    await searchHydrated(page);
    expect(assets.length).toBeGreaterThan(5);
    const copied: string[] = [];
    for (const response of assets) {
      const pathname = new URL(response.url()).pathname;
      const built = readFileSync(`.next/${pathname.slice("/_next/".length)}`);
      // Files under 1 KB are not worth a copy; Next serves them as before.
      if (built.length < 1024) continue;
      expect((await response.allHeaders())["content-encoding"], pathname).toBe("br");
      expect((await response.body()).equals(built), pathname).toBe(true);
      copied.push(pathname);
    }
    // The same headers as Next gives the file when it compresses it itself (a client without br).
    const sample = copied.find((pathname) => pathname.endsWith(".js"))!;
    const [fromCopy, fromNext] = await Promise.all(["gzip, br", "gzip"].map((encoding) => request.get(sample, { headers: { "accept-encoding": encoding } })));
    expect(fromCopy!.headers()["content-encoding"]).toBe("br");
    expect(fromNext!.headers()["content-encoding"]).toBe("gzip");
    const shared = ["cache-control", "content-security-policy", "content-type", "cross-origin-opener-policy", "permissions-policy", "referrer-policy", "x-content-type-options", "x-frame-options"];
    for (const name of shared) expect(fromCopy!.headers()[name], name).toBe(fromNext!.headers()[name]);
  });

  test("pages and API answers arrive in brotli for a browser, in gzip for a gzip-only client, and as they are for one that takes neither", async ({ page, request }) => {
    // A cached landing page, and a search with a query (rendered per request and streamed).
    for (const path of ["/demo/search/spanje/costa-del-sol", "/demo/search?q=marbella"]) {
      const document = await page.goto(path);
      expect((await document!.allHeaders())["content-encoding"], path).toBe("br");
      await searchHydrated(page);
      await expect(page.getByRole("article").first()).toBeVisible();
    }
    const encodings = { br: "gzip, deflate, br, zstd", gzip: "gzip", identity: "identity" };
    const bodies: Record<string, string> = {};
    for (const [expected, accepted] of Object.entries(encodings)) {
      const answer = await request.get("/demo/search/spanje/costa-del-sol", { headers: { "accept-encoding": accepted } });
      expect(answer.headers()["content-encoding"], accepted).toBe(expected === "identity" ? undefined : expected);
      bodies[expected] = await answer.text();
    }
    // The same page whichever way it travelled (Playwright decodes it).
    expect(bodies.br).toContain("</html>");
    expect(bodies.gzip!.length).toBe(bodies.br!.length);
    expect(bodies.identity!.length).toBe(bodies.br!.length);
    const search = await request.post("/api/properties", { headers: { "accept-encoding": encodings.br }, data: { account_id: 1 } });
    expect(search.headers()["content-encoding"]).toBe("br");
    expect(((await search.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
