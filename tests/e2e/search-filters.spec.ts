import { expect, test } from "@playwright/test";
import { filters, resultCount, searchHydrated } from "../support/search-page";
import { seriousViolations } from "../support/axe";

test.describe("search filters of issue 14", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Two searches by keyboard, a reload and axe over a page of 24 cards: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("filters on pool and key-ready by keyboard; the URL, the count, the cards and the description follow; axe finds nothing", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol");
    await searchHydrated(page);
    const all = await resultCount(page);

    const pool = filters(page).getByRole("checkbox", { name: "Zwembad" });
    await pool.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\?features=pool$/);
    await expect(pool).toBeChecked();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const withPool = await resultCount(page);
    // Focus stays on the control that was used, not on the page body.
    await expect(pool).toBeFocused();

    // Shift+Tab runs back through the form to the build status; Space ticks "Sleutelklaar".
    const keyReady = filters(page).getByRole("checkbox", { name: "Sleutelklaar" });
    for (let step = 0; step < 20 && !(await keyReady.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("Shift+Tab");
    await expect(keyReady).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\?status=key_ready&features=pool$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(withPool);
    expect(await resultCount(page)).toBeGreaterThan(0);

    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toContainText("Sleutelklaar");
    const labels = await cards.locator("span").filter({ hasText: /^(Op plan|In aanbouw|Sleutelklaar)$/ }).allTextContents();
    expect(new Set(labels)).toEqual(new Set(["Sleutelklaar"]));
    await expect(cards.first().getByTestId("price-per-m2")).toHaveText(/^Prijs per m² vanaf € \d{1,2}\.\d{3} \/m²$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /sleutelklaar, met zwembad/);

    // The URL is the state: a reload shows the same choices.
    await page.reload();
    await searchHydrated(page);
    await expect(filters(page).getByRole("checkbox", { name: "Zwembad" })).toBeChecked();
    await expect(filters(page).getByRole("checkbox", { name: "Sleutelklaar" })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("sorts by price per m² and reads every new filter from the URL", async ({ page }) => {
    await page.goto("/demo/search?area_min=100&plot_max=2000&delivery=ready&beach_max=5000&sort=price_m2_asc");
    await searchHydrated(page);
    await expect(filters(page).getByLabel("Woonoppervlak: Van")).toHaveValue("100");
    await expect(filters(page).getByLabel("Perceeloppervlak: Tot")).toHaveValue("2000");
    await expect(filters(page).getByLabel("Oplevering")).toHaveValue("ready");
    await expect(filters(page).getByLabel("Afstand tot het strand")).toHaveValue("5000");
    await expect(page.getByLabel("Sorteren")).toHaveValue("price_m2_asc");
    const perM2 = (await page.getByTestId("price-per-m2").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
    expect(perM2.length).toBeGreaterThan(1);
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
