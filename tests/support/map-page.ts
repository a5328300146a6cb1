/** The search's map view in end-to-end tests: the open map, its markers and clusters. */
import { expect, type Locator, type Page } from "@playwright/test";
import { searchHydrated } from "./search-page";

export const mapOf = (page: Page) => page.getByRole("region", { name: "Kaart met de projecten" });
export const clusters = (map: Locator) => map.getByRole("button", { name: /projecten? hier, zoom in$/ });
export const pins = (map: Locator) => map.locator(".project-pin");
export const zoomOf = async (map: Locator) => Number(await map.getAttribute("data-zoom"));

/** Opens a search in the map view, touches the map's preview and waits until the live map stands (it has a zoom). */
export async function openMap(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await searchHydrated(page);
  const map = mapOf(page);
  await map.hover();
  await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
  await showWhole(map);
  return map;
}

/** The whole map in the window. */
async function showWhole(map: Locator) {
  await map.evaluate((element) => element.scrollIntoView({ block: "end" }));
}

/** Index of the first of `elements` that shows on the map, below the name search, with no other marker over it: -1 for none. */
const FIRST_CLICKABLE = (elements: Element[]) =>
  elements.findIndex((element) => {
    const map = element.closest(".open-map")!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    return box.left > map.left && box.right < map.right && box.top > map.top + 60 && box.bottom < map.bottom && element.contains(document.elementFromPoint(x, y));
  });

/** The first of `items` that a click reaches. */
export async function reachable(items: Locator): Promise<Locator> {
  await expect(items.first()).toBeAttached();
  const index = await items.evaluateAll(FIRST_CLICKABLE);
  expect(index, "a marker in view").toBeGreaterThanOrEqual(0);
  return items.nth(index);
}

/** Whether a single project marker shows whole on the map, where a click reaches it. */
const pinInView = async (map: Locator) => (await pins(map).evaluateAll(FIRST_CLICKABLE)) >= 0;

/** Zooms into clusters (by a click, or a tap on a touch screen) until a single project marker shows; returns it. */
export async function firstPin(map: Locator, press: "click" | "tap" = "click"): Promise<Locator> {
  await showWhole(map);
  for (let attempt = 0; attempt < 8 && !(await pinInView(map)); attempt += 1) {
    const zoom = await zoomOf(map);
    await (await reachable(clusters(map)))[press]();
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
  }
  return reachable(pins(map));
}
