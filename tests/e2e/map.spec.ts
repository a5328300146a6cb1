import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { clusters, firstPin, mapOf, openMap, pins, reachable, zoomOf } from "../support/map-page";
import { resultCount, searchHydrated } from "../support/search-page";

/**
 * The map without a Google key (every test run): the open map on the self-served basemap, in the
 * map view and on a project page. Nothing it needs comes from another site.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const partnerOrigin = `http://partner-a.test:${port}`;

/** The projects the map shows: the counts of its clusters plus its single markers. */
function markerTally(page: Page): Promise<number> {
  return page.evaluate(() => {
    const counts = [...document.querySelectorAll(".open-map .project-cluster")].map((element) => Number(element.textContent));
    return counts.reduce((sum, count) => sum + count, 0) + document.querySelectorAll(".open-map .project-pin").length;
  });
}

/** Pairs of price pills drawn over each other (more than a few pixels each way). */
function overlappingPills(page: Page): Promise<number> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll(".open-map .project-pin")].map((element) => element.getBoundingClientRect());
    let pairs = 0;
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4) pairs += 1;
      }),
    );
    return pairs;
  });
}

/** The scripts that carry the map library, as they arrive. */
function watchMapScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes("/_next/static/chunks/") && response.url().endsWith(".js") && (await response.text()).includes("leaflet-pane")) scripts.push(response.url());
  });
  return scripts;
}

/** The projects the map's preview draws: one zero-length line each. */
const previewDots = (page: Page) => page.locator("svg[data-map-preview] defs path").evaluate((path) => (path.getAttribute("d") ?? "").split("M").length - 1);

/** Drags the map by (dx, dy) pixels with the mouse. */
async function drag(page: Page, map: Locator, dx: number, dy: number) {
  const box = (await map.boundingBox())!;
  // Start low on the map, away from the search box and the markers' usual spot in the middle.
  const [x, y] = [box.x + box.width * 0.75, box.y + box.height * 0.85];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe("the open map", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("draws a marker per project, in clusters whose counts add up to the results, with nothing from another site", async ({ page }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(`http://localhost:${port}/`) && !request.url().startsWith("data:")) elsewhere.push(request.url());
    });
    const map = await openMap(page, "/demo/search/spanje?view=map");
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(500);
    await expect(clusters(map).first()).toBeVisible();
    await expect.poll(() => markerTally(page)).toBe(total);

    // A cluster click zooms in on it; what it held is now spread over smaller clusters and markers.
    const zoom = await zoomOf(map);
    await (await reachable(clusters(map))).click();
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
    expect(elsewhere).toEqual([]);
  });

  test("a marker's popup shows the project and marks its card; its link opens the project", async ({ page }) => {
    // A town with one page of projects: every marker's card is in the list beside the map.
    const map = await openMap(page, "/demo/search/spanje/costa-tropical/salobrena?view=map");
    expect(await resultCount(page)).toBeLessThanOrEqual(24);
    const pin = await firstPin(map);
    const label = (await pin.getAttribute("aria-label"))!;
    // "{the pill's text}: {name}, {price}"
    const name = label.slice(label.indexOf(": ") + 2, label.lastIndexOf(", "));
    const card = page.locator("[data-card-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).not.toHaveAttribute("data-map-selected");
    await pin.click();
    const popup = page.getByTestId("marker-popup");
    await expect(popup.getByRole("heading", { name })).toBeVisible();
    await expect(popup).toContainText(/Vanaf € [\d.]+|Prijs op aanvraag/);
    await expect(card).toHaveAttribute("data-map-selected", "");

    await popup.getByRole("link", { name: /^Bekijk project/ }).click();
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("after a pan, 'Zoek in dit gebied' searches the visible area and puts it in the URL, which reloads the same", async ({ page }) => {
    const map = await openMap(page, "/demo/search/spanje?view=map");
    const all = await resultCount(page);
    await expect(page.getByRole("button", { name: "Zoek in dit gebied" })).toBeHidden();
    await map.getByRole("button", { name: "Inzoomen" }).click();
    await drag(page, map, 250, -150);
    await page.getByRole("button", { name: "Zoek in dit gebied" }).click();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\?bounds=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+&view=map$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const inArea = await resultCount(page);
    expect(inArea).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Zoek in dit gebied" })).toBeHidden();
    await expect.poll(() => markerTally(page)).toBe(inArea);
    const zoom = await zoomOf(map);

    const url = page.url();
    const reloaded = await openMap(page, url);
    expect(page.url()).toBe(url);
    expect(await resultCount(page)).toBe(inArea);
    expect(await zoomOf(reloaded)).toBe(zoom);
    await expect.poll(() => markerTally(page)).toBe(inArea);
    await expect(page.getByRole("button", { name: "Zoek in dit gebied" })).toBeHidden();
  });

  test("a costa's label on the map searches that costa", async ({ page }) => {
    const map = await openMap(page, "/demo/search/spanje?view=map");
    const labels = map.getByRole("button", { name: /^Zoek in Costa .+ \(\d+ projecten\)$/ });
    await expect(labels.first()).toBeVisible();
    // Markers lie above the labels: click a costa whose label no marker covers.
    const free = await labels.evaluateAll((elements) =>
      elements.findIndex((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    );
    expect(free).toBeGreaterThanOrEqual(0);
    const costa = labels.nth(free);
    const [, name, count] = (await costa.getAttribute("aria-label"))!.match(/^Zoek in (.+) \((\d+) projecten\)$/)!;
    await costa.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nieuwbouwprojecten aan de ${name}`);
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-[a-z-]+\?view=map$/);
    await expect.poll(() => resultCount(page)).toBe(Number(count));
    await expect(map.getByRole("button", { name: `Zoek in ${name} (${count} projecten)` })).toHaveAttribute("aria-current", "true");
  });

  test("works the same on a partner's own domain", async ({ page }) => {
    const map = await openMap(page, `${partnerOrigin}/search/spanje?view=map`);
    const all = await resultCount(page);
    await expect.poll(() => markerTally(page)).toBe(all);
    await map.getByRole("button", { name: "Inzoomen" }).click();
    await drag(page, map, -200, 120);
    await page.getByRole("button", { name: "Zoek in dit gebied" }).click();
    await expect(page).toHaveURL(new RegExp(`^${partnerOrigin}/search/spanje\\?bounds=[-\\d.,]+&view=map$`));
    await expect.poll(() => resultCount(page)).toBeLessThan(all);

    const pin = await firstPin(map);
    await pin.click();
    await page.getByTestId("marker-popup").getByRole("link", { name: /^Bekijk project/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${partnerOrigin}/for-sale/\\d+-`));
  });

  test("works by keyboard alone: the map, its clusters and markers take focus, a popup opens and closes with Escape", async ({ page }) => {
    const map = await openMap(page, "/demo/search/spanje/costa-blanca?view=map");
    const box = page.getByRole("combobox", { name: "Zoek op plaats, project of ontwikkelaar" }).last();
    await box.focus();
    // "Teken gebied" (map-area.spec.ts), then the map.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Teken gebied" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(map).toBeFocused();
    // The arrow keys move the map; "Zoek in dit gebied" is one Shift+Tab away and searches the new area.
    await page.keyboard.press("ArrowRight");
    const search = page.getByRole("button", { name: "Zoek in dit gebied" });
    await expect(search).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(search).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-blanca\?bounds=[-\d.,]+&view=map$/);
    await expect(map).toBeFocused();
    // The area's results in, and their markers on the map, before the Tab that goes to the first of them.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(clusters(map).or(pins(map)).first()).toBeVisible();

    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveClass(/project-(cluster|pin)/);
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    // Enter on a cluster zooms in (at the closest zoom: lays its pills out) and puts focus on what it held, until a project marker has it.
    for (let step = 0; step < 8 && /project-cluster/.test((await focused.getAttribute("class")) ?? ""); step += 1) {
      const zoom = await zoomOf(map);
      await page.keyboard.press("Enter");
      if (zoom < 15) await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
      await expect(focused).toHaveClass(/project-(cluster|pin)/);
    }
    await expect(focused).toHaveClass(/project-pin/);
    const pinLabel = (await focused.getAttribute("aria-label"))!;

    await page.keyboard.press("Enter");
    const popup = page.getByTestId("marker-popup");
    await expect(popup.getByRole("button", { name: "Sluiten" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("link", { name: /^Bekijk project/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", pinLabel);

    // Space opens it as well; the close button closes it, and only that (no search around the point).
    const url = page.url();
    await page.keyboard.press(" ");
    await expect(popup.getByRole("button", { name: "Sluiten" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", pinLabel);
    expect(page.url()).toBe(url);
  });

  test("a town opens with the coast around it and the airports marked; pills never overlap, down to a cluster that spreads its pills", async ({ page }) => {
    const detail = page.waitForResponse((response) => new URL(response.url()).pathname === "/media/basemap/detail/62-50.json");
    const map = await openMap(page, "/demo/search/spanje/costa-del-sol/marbella?view=map");
    // Never at the closest zoom: the town's projects with the coast and the town around them.
    expect(await zoomOf(map)).toBeLessThanOrEqual(12);
    // Close in, the detailed coastline of the cell in view (zoom 10 and closer).
    expect((await detail).status()).toBe(200);
    await expect(map.getByRole("button", { name: /^Zoek in Marbella \(/ })).toBeVisible();
    for (const level of [11, 10]) {
      await map.getByRole("button", { name: "Uitzoomen" }).click();
      await expect(map).toHaveAttribute("data-zoom", String(level));
    }
    await expect(map.getByRole("img", { name: "Luchthaven Málaga (AGP)" })).toBeVisible();

    const texts = new Set<string>();
    while ((await zoomOf(map)) < 15) {
      const zoom = await zoomOf(map);
      await (await reachable(clusters(map))).click();
      await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
      await expect.poll(() => overlappingPills(page), `pills over each other at zoom ${await zoomOf(map)}`).toBe(0);
      for (const text of await pins(map).allTextContents()) texts.add(text);
    }
    // Projects closer than a pill's width still share a cluster at the closest zoom: a click lays its pills out in a column.
    const before = await pins(map).count();
    const cluster = await reachable(clusters(map));
    const count = Number(await cluster.textContent());
    await cluster.click();
    await expect(pins(map)).toHaveCount(before + count);
    expect(await zoomOf(map)).toBe(15);
    for (const text of await pins(map).allTextContents()) texts.add(text);
    expect([...texts].filter((text) => !/^(€ [\d.,]+(K| mln\.)|Op aanvraag)$/.test(text))).toEqual([]);
  });

  for (const [partner, url] of [
    ["demo", "/demo/search/spanje?view=map"],
    ["zuidkust", "/zuidkust/search/spanje?view=map"],
    ["partner-a on its domain", `${partnerOrigin}/search/spanje?view=map`],
  ] as const) {
    test(`the map view passes axe for ${partner}, with a popup open too`, async ({ page }) => {
      const map = await openMap(page, url);
      await expect(clusters(map).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await (await firstPin(map)).click();
      await expect(page.getByTestId("marker-popup")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("when the map's code cannot load, the costas and provinces are listed instead", async ({ page }) => {
    // Every script that carries the map library fails, as on a flaky connection.
    await page.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("leaflet-pane")) return route.abort();
      return route.fulfill({ response });
    });
    await page.goto("/demo/search/spanje?view=map");
    await searchHydrated(page);
    await mapOf(page).hover();
    const fallback = page.getByRole("region", { name: "Zoek op de kaart" });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole("link", { name: /^Costa del Sol [\d.]+ project/ })).toBeVisible();
    await expect(mapOf(page)).toHaveCount(0);
    // Chunks still in flight when the test ends must not reach the handler after the page is gone.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a page opened in the map view shows a preview, passes axe, and loads the map on the first touch", async ({ page }) => {
    const scripts = watchMapScripts(page);
    const basemap = page.waitForResponse((response) => new URL(response.url()).pathname === "/media/basemap.svg");
    await page.goto("/demo/search/spanje?view=map");
    await searchHydrated(page);
    expect((await basemap).headers()["content-type"]).toBe("image/svg+xml");
    // A dot per project on the preview, and no map code yet.
    await expect.poll(() => previewDots(page)).toBe(await resultCount(page));
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const map = mapOf(page);
    await map.hover();
    await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
    await expect(clusters(map).first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test("by keyboard, the preview takes focus and hands it to the map it loads", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-blanca?view=map");
    await searchHydrated(page);
    await page.getByRole("combobox", { name: "Zoek op plaats, project of ontwikkelaar" }).last().focus();
    await page.keyboard.press("Tab");
    const map = mapOf(page);
    await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
    await expect(map).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveClass(/project-(cluster|pin)/);
  });

  test("a project page loads the location map only when it comes into view", async ({ page }) => {
    const mapScripts = watchMapScripts(page);
    await page.goto("/demo/for-sale/1");
    const block = page.locator("#project-map");
    await expect(block).toContainText("ligt in");
    await page.waitForLoadState("networkidle");
    expect(mapScripts).toEqual([]);
    await expect(block.locator(".open-map")).toHaveCount(0);

    await block.scrollIntoViewIfNeeded();
    const map = block.getByRole("region", { name: /^Ligging van / });
    await expect(map).toHaveAttribute("data-zoom", "10");
    await expect(map.locator(".location-pin")).toBeVisible();
    await expect(map.locator(".location-label")).toBeVisible();
    expect(mapScripts.length).toBeGreaterThan(0);
  });
});

test.describe("the map view without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("shows the preview: the basemap and a dot per project", async ({ page }) => {
    const basemap = page.waitForResponse((response) => new URL(response.url()).pathname === "/media/basemap.svg");
    await page.goto("/demo/search/spanje/costa-del-sol?view=map");
    await expect(page.locator("svg[data-map-preview]")).toBeVisible();
    expect((await basemap).status()).toBe(200);
    await expect.poll(() => previewDots(page)).toBe(await resultCount(page));
  });
});
