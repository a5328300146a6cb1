import { expect, test, type Page } from "@playwright/test";
import { filters, resultCount, searchHydrated } from "../support/search-page";

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await searchHydrated(page);
  return response;
}

test.describe("search", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filters by costa, type, bedrooms and price; the URL and the count follow; back restores", async ({ page }) => {
    const response = await open(page, "/demo/search");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten in Spanje");
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(24);
    await expect(page.getByRole("navigation", { name: "Paginering" })).toBeVisible();

    await filters(page).getByRole("link", { name: /^Costa del Sol/ }).click();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten aan de Costa del Sol");
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const costa = await resultCount(page);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Costa del Sol");

    await filters(page).getByRole("checkbox", { name: "Villa's" }).check();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\?cat=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouw villa's aan de Costa del Sol");
    await expect.poll(() => resultCount(page)).toBeLessThan(costa);
    const villas = await resultCount(page);

    await filters(page).getByLabel("Slaapkamers", { exact: true }).selectOption("3");
    await expect(page).toHaveURL(/cat=2&bedrooms=3$/);
    await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(villas);

    await filters(page).getByLabel("Van", { exact: true }).selectOption("500000");
    await expect(page).toHaveURL(/cat=2&bedrooms=3&pricefrom=500000&priceto=10000000$/);
    await expect(filters(page).getByLabel("Van", { exact: true })).toHaveValue("500000");

    await page.goBack();
    await expect(page).toHaveURL(/cat=2&bedrooms=3$/);
    await expect(filters(page).getByLabel("Van", { exact: true })).toHaveValue("");
    await expect(filters(page).getByLabel("Slaapkamers", { exact: true })).toHaveValue("3");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol$/);
    await expect(filters(page).getByRole("checkbox", { name: "Villa's" })).not.toBeChecked();
    await expect.poll(() => resultCount(page)).toBe(costa);

    // A reload gives the same state (the URL is the state).
    await page.goForward();
    await page.reload();
    await searchHydrated(page);
    await expect(filters(page).getByRole("checkbox", { name: "Villa's" })).toBeChecked();
    expect(await resultCount(page)).toBe(villas);
  });

  test("sorts and pages through links in the URL", async ({ page }) => {
    await open(page, "/demo/search");
    await page.getByLabel("Sorteren").selectOption("price_asc");
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    // The URL changes before the sorted results arrive: the pager of the sorted page keeps the sort.
    const second = page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Pagina 2" });
    await expect(second).toHaveAttribute("href", /\?sort=price_asc&page=2$/);
    await second.click();
    await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
    await expect(page.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  });

  test("switches between grid, strip and map; without a Maps key the map view draws the open map", async ({ page }) => {
    const mapsRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("maps.googleapis.com")) mapsRequests.push(request.url());
    });
    await open(page, "/demo/search/spanje/costa-blanca");
    const views = page.getByRole("navigation", { name: "Weergave" });
    await expect(views.getByRole("link", { name: "Raster" })).toHaveAttribute("aria-current", "page");

    await views.getByRole("link", { name: "Strook" }).click();
    await expect(page).toHaveURL(/costa-blanca\?view=strip$/);
    const strip = page.getByRole("region", { name: "Projecten in een strook" });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole("button", { name: "Vorige projecten" })).toBeDisabled();
    await strip.getByRole("button", { name: "Volgende projecten" }).click();
    await expect(strip.getByRole("button", { name: "Vorige projecten" })).toBeEnabled();
    // The arrow keys move the strip while focus is inside it.
    await page.keyboard.press("ArrowLeft");
    await expect(strip.getByRole("button", { name: "Vorige projecten" })).toBeDisabled();

    await views.getByRole("link", { name: "Kaart" }).click();
    await expect(page).toHaveURL(/costa-blanca\?view=map$/);
    // Asked for by a click: the live map loads at once, without a touch of its preview.
    const map = page.getByRole("region", { name: "Kaart met de projecten" });
    await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
    await expect(map.getByRole("button", { name: /project(en)? hier, zoom in$|^.+, (€ [\d.]+|Prijs op aanvraag)$/ }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Lijst met projecten" }).getByRole("article").first()).toBeVisible();

    // The search box over the map: a place keeps the map view.
    const box = page.getByRole("combobox", { name: "Zoek op plaats, project of ontwikkelaar" }).last();
    await box.fill("Marb");
    await expect(page.getByRole("option", { name: /^Marbella/ })).toBeVisible();
    await box.press("ArrowDown");
    await expect(page.getByRole("option", { name: /^Marbella/ })).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\/marbella\?view=map$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten in Marbella, Costa del Sol");

    // The list panel collapses and expands.
    const toggle = page.getByRole("button", { name: "Lijst verbergen" }).last();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Lijst tonen" }).last()).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Lijst met projecten" })).toBeHidden();
    expect(mapsRequests).toEqual([]);
  });

  test("opens a project page from a card", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol");
    const link = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link");
    const name = (await link.textContent())?.trim() ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("compares two projects side by side, and refuses a fifth", async ({ page }) => {
    await open(page, "/demo/search/spanje/costa-del-sol");
    const toggles = page.getByRole("button", { name: /^Vergelijk / });
    const names: string[] = [];
    for (const index of [0, 1]) {
      const card = page.getByRole("main").getByRole("article").nth(index);
      names.push((await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "");
      await toggles.nth(index).click();
      await expect(toggles.nth(index)).toHaveAttribute("aria-pressed", "true");
    }
    const bar = page.getByRole("complementary", { name: "Vergelijking" });
    await expect(bar).toContainText("2 van 4 gekozen");
    // The bar's entries come from the cards (their markup and data-project): name and picture.
    for (const [index, name] of names.entries()) {
      const entry = bar.getByRole("listitem").nth(index);
      await expect(entry).toContainText(name);
      const cardImage = await page.getByRole("main").getByRole("article").nth(index).locator("img").getAttribute("src");
      await expect(entry.locator("img")).toHaveAttribute("src", cardImage ?? "");
    }

    // The choice survives navigation.
    await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Pagina 2" }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(bar).toContainText("2 van 4 gekozen");
    for (const index of [0, 1]) await toggles.nth(index).click();
    await expect(bar).toContainText("4 van 4 gekozen");
    await toggles.nth(2).click();
    await expect(page.getByText("U kunt maximaal 4 projecten vergelijken")).toBeVisible();
    await expect(bar).toContainText("4 van 4 gekozen");
    for (const index of [0, 1]) await toggles.nth(index).click();
    await expect(bar).toContainText("2 van 4 gekozen");

    await bar.getByRole("link", { name: "Vergelijken" }).click();
    await expect(page).toHaveURL(/\/demo\/compare\?ids=\d+,\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projecten vergelijken");
    const table = page.getByRole("table");
    for (const name of names) await expect(table.getByRole("columnheader", { name: new RegExp(name) })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Prijs" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Slaapkamers" })).toBeVisible();
  });

  test("the comparison page reads ?ids leniently", async ({ page }) => {
    expect((await page.goto("/demo/compare?ids=1,x,2,2,3,4,5"))?.status()).toBe(200);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);
    expect((await page.goto("/demo/compare?ids=abc"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Nog geen projecten gekozen" })).toBeVisible();
  });

  test("the legacy type route shows villas, with the plain search URL as canonical", async ({ page }) => {
    for (const legacy of ["bbbbbbbbb_type", "bbbbbbbbb_typeold_"]) {
      const response = await page.goto(`/demo/search/${legacy}/villas`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouw villa's in Spanje");
      await expect(filters(page).getByRole("checkbox", { name: "Villa's" })).toBeChecked();
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/demo\/search\?cat=2$/);
      await expect(page.getByRole("main").getByRole("article").first()).toContainText("Villa");
    }
    expect((await page.goto("/demo/search/bbbbbbbbb_type/kastelen"))?.status()).toBe(404);
  });

  test("search pages have a title with the count, a canonical URL and breadcrumbs; unknown places are 404", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol/marbella?cat=2&view=strip&page=1");
    await expect(page).toHaveTitle(/^Nieuwbouw villa's in Marbella, Costa del Sol \(\d+ projecten?\) \| Demo Makelaars$/);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/demo\/search\/spanje\/costa-del-sol\/marbella\?cat=2$/);
    const crumbs = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(crumbs.getByRole("link", { name: "Spanje" })).toHaveAttribute("href", "/demo/search/spanje");
    await expect(crumbs.getByRole("link", { name: "Costa del Sol" })).toHaveAttribute("href", "/demo/search/spanje/costa-del-sol");
    await expect(crumbs.getByText("Marbella")).toHaveAttribute("aria-current", "page");

    expect((await page.goto("/demo/search/spanje/costa-nergens"))?.status()).toBe(404);
    expect((await page.goto("/demo/search/spanje/costa-del-sol/marbella/extra"))?.status()).toBe(404);
    expect((await page.goto("/old/search/spanje/provincie-alicante"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten in de provincie Alicante");
  });

  test("remembers the filters per site and restores them on a bare search page", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol?bedrooms=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten aan de Costa del Sol");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("bedrooms_demo"))).toBe("2");
    expect(await page.evaluate(() => window.localStorage.getItem("esGeo_demo"))).toBe(JSON.stringify({ country: "spanje", region: "costa-del-sol" }));

    await page.goto("/demo/contact");
    await page.goto("/demo/search");
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\?bedrooms=2$/);
    await expect(filters(page).getByLabel("Slaapkamers", { exact: true })).toHaveValue("2");

    // Another site keeps its own memory.
    await page.goto("/zuidkust/search");
    await expect(page).toHaveURL(/\/zuidkust\/search$/);

    // Clearing the filters clears the memory.
    await open(page, "/demo/search/spanje/costa-del-sol?bedrooms=2");
    await filters(page).getByRole("link", { name: "Alle filters wissen" }).click();
    await expect(page).toHaveURL(/\/demo\/search$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("bedrooms_demo"))).toBeNull();
    await page.reload();
    await expect(page).toHaveURL(/\/demo\/search$/);
  });
});

test.describe("search on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the filters sit behind a Filters button", async ({ page }) => {
    await open(page, "/demo/search");
    const button = page.getByRole("button", { name: /^Filters/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#search-filters")).toBeHidden();
    await button.click();
    await expect(page.getByRole("button", { name: "Filters sluiten" })).toHaveAttribute("aria-expanded", "true");
    // "Toon ... projecten" at the end of the panel closes it again.
    await page.getByRole("button", { name: /^Toon [\d.]+ projecten$/ }).click();
    await expect(page.locator("#search-filters")).toBeHidden();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.locator("#search-filters").getByRole("link", { name: /^Costa Blanca/ }).click();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-blanca$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten aan de Costa Blanca");
  });
});
