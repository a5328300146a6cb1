import { expect, test, type Page } from "@playwright/test";
import { badPriceBreaks, searchHydrated } from "../support/search-page";

/**
 * The site on a phone, as a buyer used to Funda and Idealista tries it: the first result and a
 * project's price on the first screen, bars that stay in reach without covering what has the focus,
 * nothing wider than the screen, and tap targets a finger can hit (44 × 44 px).
 */
const PHONE = { width: 390, height: 844 };
/**
 * The smallest phone: the same layout as 390 px (no breakpoint lies between them) with less room, so
 * the checks that something fits (the first screen, the page width, the bars over the focus) run here.
 */
const SMALL_PHONE = { width: 360, height: 740 };

/** Pages of every kind: home, the brand's own pages, a partner's home, search, a project, account and compare pages. */
const PAGES = ["/", "/franchise", "/contact", "/uw-makelaar", "/wonen-en-leven", "/blog", "/zuidkust", "/zuidkust/search", "/zuidkust/for-sale/1", "/zuidkust/favorites", "/zuidkust/client-login", "/zuidkust/compare?ids=1,2"];

/** The visible controls smaller than 44 × 44 px: links in running text and a card's title link (the whole card is its target) aside. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("a[href], button, select, input, summary, textarea")) {
      if (element.closest("[inert], [aria-hidden=true], p, .card-link") || element.matches(".card-link")) continue;
      const target = element.matches("input[type=checkbox], input[type=radio]") ? (element.closest("label") ?? element) : element;
      const box = target.getBoundingClientRect();
      // Not shown, or off the page (the skip link waits above it until focused).
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || getComputedStyle(target).visibility === "hidden" || target.closest("[hidden]")) continue;
      if (element.matches("input:not([type=checkbox]):not([type=radio])") && target.parentElement && target.parentElement.getBoundingClientRect().height >= 44) continue;
      if (box.width < 43.5 || box.height < 43.5) small.push(`${Math.round(box.width)}×${Math.round(box.height)} ${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
    }
    return small;
  });
}

/** Tabs through the page and reports each focused element that lies (partly) under a bar that stays on screen. */
async function coveredWhileTabbing(page: Page, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const bars = [...document.querySelectorAll<HTMLElement>("header[data-surface], [data-search-bar], [data-bottom-bar]")].filter((bar) => !bar.contains(focused));
      // What is drawn on top at the focused element's top, middle and bottom (inside the screen).
      const x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        if (y < 0 || y > innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        const bar = bars.find((candidate) => top !== null && candidate.contains(top));
        if (bar) return `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 30)}" under ${bar.tagName.toLowerCase()}${bar.dataset.searchBar !== undefined ? " (search bar)" : bar.dataset.bottomBar !== undefined ? " (bottom bar)" : ""}`;
      }
      return null;
    });
    if (hit) covered.push(hit);
  }
  return covered;
}
test.describe(`on a ${SMALL_PHONE.width} × ${SMALL_PHONE.height} phone`, () => {
  test.use({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });

  test("the first result's photo, name and price are on the first screen; one bar with Filters, sort, view and save stays on top", async ({ page }) => {
    await page.goto("/zuidkust/search?bedrooms=2");
    await searchHydrated(page);
    const card = page.getByRole("main").getByRole("article").first();
    const photo = await card.locator("img").first().boundingBox();
    const title = await card.getByRole("heading", { level: 3 }).boundingBox();
    const price = await card.locator(".project-card-price").boundingBox();
    expect(photo!.y).toBeGreaterThanOrEqual(0);
    expect(title!.y + title!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(price!.y + price!.height).toBeLessThanOrEqual(SMALL_PHONE.height);

    const bar = page.locator("[data-search-bar]");
    await expect(bar.getByRole("button", { name: "Filters 1 actieve filters" })).toBeVisible();
    await expect(bar.getByLabel("Sorteren")).toBeAttached();
    await expect(bar.getByRole("navigation", { name: "Weergave" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Zoekopdracht opslaan" })).toBeVisible();
    // Sharing is one menu, closed: no row of share buttons above the results.
    await expect(page.getByText("Link kopiëren")).toBeHidden();
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
    await expect(page.getByRole("group", { name: "Delen en afdrukken" }).getByRole("button", { name: "Link kopiëren" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("group", { name: "Delen en afdrukken" })).toBeHidden();

    // A price range breaks after its dash, never inside an amount.
    expect(await badPriceBreaks(page)).toEqual([]);

    // Scrolled down the results, the bar stays right under the header.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(64);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("a project page shows the price and 'Vraag informatie aan' without scrolling", async ({ page }) => {
    await page.goto("/zuidkust/for-sale/1");
    const price = page.getByTestId("action-bar-price");
    await expect(price).toBeVisible();
    expect(await price.textContent()).toMatch(/^€ [\d.]+|Op aanvraag/);
    const box = await price.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    const request = page.locator("[data-bottom-bar]").getByRole("link", { name: "Vraag informatie aan" });
    const requestBox = await request.boundingBox();
    expect(requestBox!.y + requestBox!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    await request.click();
    await expect(page).toHaveURL(/#aanvragen$/);
    // The request section's heading lands above the bar, not under it.
    const heading = await page.locator("#aanvragen h2").boundingBox();
    const bar = await page.locator("[data-bottom-bar]").boundingBox();
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(bar!.y);
  });

  test("no page is wider than the screen, and the header's menu button is on it", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(SMALL_PHONE.width);
      const menu = await page.getByRole("banner").getByRole("button", { name: "Menu" }).boundingBox();
      expect(menu!.x + menu!.width, path).toBeLessThanOrEqual(SMALL_PHONE.width);
    }
  });

  test("the bars that stay on screen never cover the focused element", async ({ page }) => {
    await page.goto("/zuidkust/search");
    await searchHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator("[data-search-bar]").getByRole("button", { name: /^Filters/ }).focus();
    expect(await coveredWhileTabbing(page, 40)).toEqual([]);
    await page.goto("/zuidkust/for-sale/1");
    expect(await coveredWhileTabbing(page, 60)).toEqual([]);
  });
});

test.describe(`on a ${PHONE.width} × ${PHONE.height} phone`, () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the filters open as a full-screen sheet and close with 'Toon N projecten', giving the focus back", async ({ page }) => {
    await page.goto("/zuidkust/search");
    await searchHydrated(page);
    const filtersButton = page.locator("[data-search-bar]").getByRole("button", { name: /^Filters/ });
    await filtersButton.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await expect(sheet).toBeFocused();
    const show = sheet.getByRole("button", { name: /^Toon [\d.]+ projecten$/ });
    const showBox = await show.boundingBox();
    expect(showBox!.y + showBox!.height).toBeLessThanOrEqual(PHONE.height);
    // A choice in the sheet keeps it open and updates the count.
    await sheet.getByRole("checkbox", { name: "Villa's" }).check();
    await expect(page).toHaveURL(/cat=2/);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("checkbox", { name: "Villa's" })).toBeFocused();
    await expect(sheet.getByRole("button", { name: /^Toon [\d.]+ projecten$/ })).toHaveText(`Toon ${(await page.getByTestId("result-count").textContent())!.replace(" gevonden", "")}`);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(filtersButton).toBeFocused();
    await filtersButton.click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Toon [\d.]+ projecten$/ }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
  });

  test("tap targets are at least 44 × 44 px on the search, project and franchise pages", async ({ page }) => {
    for (const path of ["/zuidkust/search", "/zuidkust/for-sale/1", "/franchise"]) {
      await page.goto(path);
      expect(await smallTargets(page), path).toEqual([]);
    }
  });
});
