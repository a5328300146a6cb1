import { expect, test, type CDPSession, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { clusters, firstPin, mapOf, reachable, zoomOf } from "../support/map-page";
import { searchHydrated } from "../support/search-page";

/**
 * The map view on every screen: the live map fills the first screen below the search bar, shows the
 * projects and opens a popup on a click or a tap. One page per kind of screen, resized from one size
 * to the next (the layout is CSS; the live map follows its panel's size).
 */

type Size = { width: number; height: number };

const listButton = (page: Page) => page.getByRole("button", { name: /^Lijst (verbergen|tonen)$/ });
const popup = (page: Page) => page.getByTestId("marker-popup");

/** Opens the map view and wakes the live map with a touch (or a pointer) on its preview, away from the name search. */
async function openLiveMap(page: Page, url: string, press: "click" | "tap"): Promise<Locator> {
  await page.goto(url);
  await searchHydrated(page);
  const map = mapOf(page);
  const box = (await map.boundingBox())!;
  await map[press]({ position: { x: box.width * 0.8, y: box.height * 0.8 } });
  await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
  return map;
}

/** The markers and clusters whose middle is on the map. */
function markersInView(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll(".project-pin, .project-cluster")].filter((marker) => {
      const box = marker.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      return x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
    }).length;
  });
}

/** At the top of the page (the first screen): the map at least 300 px tall and wholly in the window, with projects on it, and one list button. */
async function expectMapFillsFirstScreen(page: Page, map: Locator, size: Size) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const label = `${size.width} × ${size.height}`;
  await expect.poll(async () => (await map.boundingBox())?.height ?? 0, { message: `map height at ${label}` }).toBeGreaterThanOrEqual(300);
  const box = (await map.boundingBox())!;
  expect(box.y, `map top at ${label}`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `map bottom at ${label}`).toBeLessThanOrEqual(size.height);
  await expect.poll(() => markersInView(map), { message: `projects on the map at ${label}` }).toBeGreaterThanOrEqual(3);
  await expect(listButton(page).filter({ visible: true })).toHaveCount(1);
}

/** Opens a project's popup (zooming into clusters until a single marker shows), closes it, and zooms out again. */
async function opensPopup(page: Page, map: Locator, press: "click" | "tap") {
  const zoom = await zoomOf(map);
  const pin = await firstPin(map, press);
  await pin[press]();
  await expect(popup(page).getByRole("link", { name: /^Bekijk project/ })).toBeVisible();
  await popup(page).getByRole("button", { name: "Sluiten" })[press]();
  await expect(popup(page)).toBeHidden();
  for (let current = await zoomOf(map); current > zoom; current -= 1) {
    await map.getByRole("button", { name: "Uitzoomen" })[press]();
    await expect.poll(() => zoomOf(map)).toBe(current - 1);
  }
}

/** At each window size: the map fills the first screen (and whatever `check` adds), and a press on a marker opens its popup. */
async function atEachSize(page: Page, map: Locator, sizes: Size[], press: "click" | "tap", check?: (size: Size) => Promise<void>) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectMapFillsFirstScreen(page, map, size);
    await check?.(size);
    await opensPopup(page, map, press);
    // axe at every size, with a popup open: each layout's controls, labels and targets.
    expect(await seriousViolations(page), `${size.width} × ${size.height}`).toEqual([]);
  }
}

/** Touch input as the phone sends it (CDP): one finger along a line, or two fingers apart from a point. */
async function touchGesture(client: CDPSession, from: Array<{ x: number; y: number }>, by: (step: number) => Array<{ dx: number; dy: number }>) {
  const at = (step: number) => from.map((point, index) => ({ x: point.x + by(step)[index]!.dx, y: point.y + by(step)[index]!.dy }));
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= 8; step += 1) await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step) });
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test.describe("the map view on a desktop and a laptop", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("fills the first screen below the search bar, with 'Zoek in dit gebied' on it, and a click opens a popup", async ({ page }) => {
    const map = await openLiveMap(page, "/search/spanje/costa-del-sol?view=map", "click");
    // Moved by the visitor: "Zoek in dit gebied" is offered, on the map.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 5 });
    await page.mouse.up();
    const searchArea = page.getByRole("button", { name: "Zoek in dit gebied" });
    const sizes = [
      { width: 1400, height: 900 },
      { width: 1366, height: 768 },
      { width: 1024, height: 768 },
    ];
    await atEachSize(page, map, sizes, "click", async (size) => {
      const button = (await searchArea.boundingBox())!;
      expect(button.y + button.height, `'Zoek in dit gebied' at ${size.width} × ${size.height}`).toBeLessThanOrEqual(size.height);
    });
  });
});

test.describe("the map view on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("fills the first screen upright and sideways; pan, pinch, tap a pin for its popup, tap the popup to the project", async ({ page }) => {
    const map = await openLiveMap(page, "/demo/search/spanje/costa-del-sol?view=map", "tap");
    // A phone upright, a tablet, and a phone held sideways (the map beside the list, under the site's header).
    const sizes = [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
      { width: 844, height: 390 },
    ];
    await atEachSize(page, map, sizes, "tap");

    // Upright again: the list takes the map's place and gives it back, with one button.
    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole("region", { name: "Lijst met projecten" });
    await expect(list).toBeHidden();
    await page.getByRole("button", { name: "Lijst tonen" }).tap();
    await expect(list.getByRole("article").first()).toBeVisible();
    await expect(map).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Lijst verbergen" }).tap();
    await expect(map).toBeVisible();
    await expect(list).toBeHidden();

    // Two fingers apart on a cluster zoom in there; one finger pans, and the moved map offers its area.
    const client = await page.context().newCDPSession(page);
    const cluster = (await (await reachable(clusters(map))).boundingBox())!;
    const middle = { x: cluster.x + cluster.width / 2, y: cluster.y + cluster.height / 2 };
    const zoom = await zoomOf(map);
    await touchGesture(client, [middle, middle], (step) => [{ dx: -10 - step * 12, dy: 0 }, { dx: 10 + step * 12, dy: 0 }]);
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
    await touchGesture(client, [middle], (step) => [{ dx: step * 4, dy: step * 3 }]);
    const searchArea = page.getByRole("button", { name: "Zoek in dit gebied" });
    await expect(searchArea).toBeVisible();
    expect(await searchArea.evaluate((button) => button.contains(document.elementFromPoint(button.getBoundingClientRect().x + 8, button.getBoundingClientRect().y + 8)))).toBe(true);

    const pin = await firstPin(map, "tap");
    await pin.tap();
    await popup(page).getByRole("link", { name: /^Bekijk project/ }).tap();
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-/);
  });
});
