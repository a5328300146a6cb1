import { expect, test } from "@playwright/test";
import { badPriceBreaks, filters, resultCount, searchHydrated } from "../support/search-page";
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

  test("filters on the energy label, a list of choices the panel takes from the filter table alone", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol");
    await searchHydrated(page);
    const all = await resultCount(page);
    const labelA = filters(page).getByRole("group", { name: "Energielabel" }).getByRole("checkbox", { name: "A", exact: true });
    await labelA.check();
    await expect(page).toHaveURL(/\?energy_label=A$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /energielabel A/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("sorts by price per m² and reads every new filter from the URL", async ({ page }) => {
    await page.goto("/demo/search?area_min=100&plot_max=2000&delivery=ready&beach_max=5000&airport_max=90&sort=price_m2_asc");
    await searchHydrated(page);
    await expect(filters(page).getByLabel("Woonoppervlak: Van")).toHaveValue("100");
    await expect(filters(page).getByLabel("Perceeloppervlak: Tot")).toHaveValue("2000");
    await expect(filters(page).getByLabel("Oplevering")).toHaveValue("ready");
    await expect(filters(page).getByLabel("Afstand tot het strand")).toHaveValue("5000");
    await expect(filters(page).getByLabel("Max. reistijd naar de luchthaven")).toHaveValue("90");
    await expect(page.getByLabel("Sorteren")).toHaveValue("price_m2_asc");
    const perM2 = (await page.getByTestId("price-per-m2").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
    expect(perM2.length).toBeGreaterThan(1);
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("filter selects at 1400 px", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("selects side by side show their whole text", async ({ page }) => {
    await page.goto("/demo/search");
    await searchHydrated(page);
    // The chosen option's text at the select's own font, against the room inside its padding and arrow.
    const cut = await filters(page)
      .locator("select")
      .evaluateAll((selects) =>
        (selects as HTMLSelectElement[]).flatMap((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const arrow = 20;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
          const text = select.selectedOptions[0]?.text ?? "";
          return context.measureText(text).width > room ? [`${select.id}: "${text}" needs ${Math.ceil(context.measureText(text).width)} px, has ${Math.floor(room)}`] : [];
        }),
      );
    expect(cut).toEqual([]);
  });

  test("four columns of cards, each price on one line or broken after its dash", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol?sort=price_desc");
    await searchHydrated(page);
    const cards = page.getByRole("main").getByRole("article");
    const tops = await cards.evaluateAll((articles) => articles.slice(0, 8).map((article) => Math.round(article.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
    expect(await badPriceBreaks(page)).toEqual([]);
  });

  test("the arrow keys browse a select's options; the choice applies once, on Enter", async ({ page }) => {
    await page.goto("/demo/search");
    await searchHydrated(page);
    // The searches the page asks the server for (each key press used to start one).
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/demo/search" && url.searchParams.has("bedrooms")) asked.push(url.searchParams.get("bedrooms")!);
    });
    const bedrooms = filters(page).getByLabel("Slaapkamers", { exact: true });
    await bedrooms.focus();
    const before = await page.evaluate(() => history.length);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowDown");
    await expect(bedrooms).toHaveValue("3");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/demo\/search\?bedrooms=3$/);
    await expect(bedrooms).toHaveValue("3");
    // One new search, not one per key press.
    expect(new Set(asked)).toEqual(new Set(["3"]));
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/search$/);
    // Leaving the select applies a choice too.
    await bedrooms.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/\/demo\/search\?bedrooms=1$/);
  });

  test("every room, beach and airport option the selects offer finds projects", async ({ page }) => {
    await page.goto("/demo/search");
    await searchHydrated(page);
    const most = async (label: string) => (await filters(page).getByLabel(label, { exact: true }).locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))).map(Number);
    const bedrooms = await most("Slaapkamers");
    const bathrooms = await most("Badkamers");
    const beach = await most("Afstand tot het strand");
    const airport = await most("Max. reistijd naar de luchthaven");
    for (const query of [`bedrooms=${Math.max(...bedrooms)}`, `bathrooms=${Math.max(...bathrooms)}`, `beach_max=${Math.min(...beach)}`, `airport_max=${Math.min(...airport)}`]) {
      await page.goto(`/demo/search?${query}`);
      expect(await resultCount(page), query).toBeGreaterThan(0);
    }
  });
});
