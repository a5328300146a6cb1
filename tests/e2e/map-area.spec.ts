/**
 * "Teken gebied" on the open map (issue 47 item 3): an area drawn by keyboard (crosshair, arrow keys,
 * Enter, Escape; announced in a live status; axe clean while drawing) that survives a reload and a
 * saved search, and one drawn by touch (taps, a crossing outline refused until its last point is taken
 * back). Lean on page loads: each test opens the map once and reloads or follows the saved search once.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { clientSession, DEMO_CLIENT } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { resultCount, searchHydrated } from "../support/search-page";

const mapOf = (page: Page) => page.getByRole("region", { name: "Kaart met de projecten" });
const status = (page: Page) => page.getByRole("group", { name: "Gebied tekenen" }).getByRole("status");
const AREA_URL = /[?&]area=(-?[\d.]+,-?[\d.]+;){2,}-?[\d.]+,-?[\d.]+&view=map$/;

/** Touches the map view's preview (a hover or a tap) and waits until the live map stands. */
async function liveMap(page: Page, touch = false): Promise<Locator> {
  await searchHydrated(page);
  const map = mapOf(page);
  await map.evaluate((element) => element.scrollIntoView({ block: "end" }));
  if (touch) await map.tap({ position: { x: 20, y: 200 } });
  else await map.hover();
  await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
  return map;
}

test.describe("drawing an area by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.slow();

  test("the crosshair places corners with the arrow keys and Enter; Klaar searches inside; the area survives a reload and a saved search", async ({ page }) => {
    await clientSession(page, DEMO_CLIENT, "/demo/search/spanje/costa-del-sol?view=map");
    const map = await liveMap(page);
    const costa = await resultCount(page);

    // Escape stops drawing and gives the focus back to the button.
    const start = page.getByRole("button", { name: "Teken gebied" });
    await start.focus();
    await page.keyboard.press("Enter");
    const crosshair = page.getByRole("button", { name: "Punt plaatsen bij het kruis" });
    await expect(crosshair).toBeFocused();
    await expect(crosshair).toHaveAccessibleDescription(/pijltjestoetsen schuiven de kaart onder het kruis/);
    await page.keyboard.press("Escape");
    await expect(start).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(crosshair).toBeFocused();
    await expect(status(page)).toHaveText("Tik of klik op de kaart om het eerste punt te plaatsen");
    // North-west of the centre, north-east, then south: a triangle over the middle of the costa.
    for (const keys of [["ArrowUp", "ArrowLeft", "ArrowLeft"], ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"], ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowLeft"]]) {
      for (const key of keys) await page.keyboard.press(key);
      await page.keyboard.press("Enter");
    }
    await expect(status(page)).toHaveText("3 punten: kies Klaar om in dit gebied te zoeken");
    expect(await seriousViolations(page)).toEqual([]);
    // Backspace takes the last corner back; Enter places it again.
    await page.keyboard.press("Backspace");
    await expect(status(page)).toHaveText("2 punten geplaatst, nog minstens 1 nodig");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const done = page.getByRole("button", { name: "Klaar" });
    await expect(done).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(AREA_URL);
    await expect.poll(() => resultCount(page)).toBeLessThan(costa);
    const inside = await resultCount(page);
    expect(inside).toBeGreaterThan(0);
    await expect(map).toHaveAttribute("data-area", "3");
    await expect(page.getByRole("link", { name: "Kaartgebied wissen" })).toContainText("Getekend gebied");

    // A reload shows the same area and results.
    const url = page.url();
    await page.reload();
    await liveMap(page);
    expect(page.url()).toBe(url);
    expect(await resultCount(page)).toBe(inside);
    await expect(mapOf(page)).toHaveAttribute("data-area", "3");

    // Saved, the search keeps the area; its link shows the same results.
    const save = page.getByRole("button", { name: "Zoekopdracht opslaan" });
    await hydrated(save);
    await save.click();
    await page.getByLabel("Naam van de zoekopdracht").fill("Mijn gebied");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "Uw zoekopdracht is opgeslagen." })).toContainText("Mijn gebied");
    const listed = (await (await page.request.get("/api/saved-searches?partner=demo")).json()) as { data: { name: string; url: string; filters: { area: unknown } }[] };
    const saved = listed.data.find((search) => search.name === "Mijn gebied")!;
    const area = new URL(url).searchParams.get("area")!;
    expect(saved.filters.area).toEqual(area.split(";").map((pair) => pair.split(",").map(Number)));
    await page.goto(saved.url);
    await searchHydrated(page);
    expect(await resultCount(page)).toBe(inside);
  });
});

test.describe("drawing an area by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("taps place the corners, the map pans between them; a crossing outline is refused until its last point is taken back; Klaar searches inside", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol?view=map");
    const map = await liveMap(page, true);
    const costa = await resultCount(page);
    await page.getByRole("button", { name: "Teken gebied" }).tap();
    await expect(status(page)).toBeVisible();

    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => page.touchscreen.tap(box.x + box.width * x, box.y + box.height * y);
    // The map still pans between taps, and a drag places no point.
    await at(0.3, 0.3);
    await expect(status(page)).toHaveText("1 punt geplaatst, nog minstens 2 nodig");
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5 + 40, box.y + box.height * 0.2 + 20, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: "Zoek in dit gebied" })).toBeAttached();
    await expect(status(page)).toHaveText("1 punt geplaatst, nog minstens 2 nodig");
    // A bow tie: its second and fourth corners make the lines cross.
    for (const [x, y] of [[0.7, 0.55], [0.7, 0.3], [0.3, 0.55]] as const) await at(x, y);
    await expect(status(page)).toHaveText("4 punten: de lijnen kruisen elkaar. Haal het laatste punt weg.");
    const done = page.getByRole("button", { name: "Klaar" });
    await expect(done).toBeDisabled();
    await page.getByRole("button", { name: "Punt terug" }).tap();
    await expect(status(page)).toHaveText("3 punten: kies Klaar om in dit gebied te zoeken");
    await done.tap();

    await expect(page).toHaveURL(AREA_URL);
    await expect.poll(() => resultCount(page)).toBeLessThan(costa);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(map).toHaveAttribute("data-area", "3");
    // "Gebied wissen" lifts it again.
    await page.getByRole("button", { name: "Gebied wissen" }).tap();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\?view=map$/);
    await expect(map).not.toHaveAttribute("data-area");
  });
});
