import { expect, test, type Page } from "@playwright/test";

/** Waits until React has hydrated the search controls (a key press before that is a plain HTML navigation). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const select = document.querySelector("select[name=sort]");
    return select !== null && Object.keys(select).some((key) => key.startsWith("__reactFiber"));
  });
}

/** What has focus: its tag, text and href, or "body". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return `${element.tagName.toLowerCase()}|${element.textContent?.trim()}|${element.getAttribute("href") ?? ""}`;
  });

/** Presses Tab until `selector` has focus (bounded), as a keyboard user would reach it. */
async function tabTo(page: Page, selector: string, limit = 120) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached in ${limit} tabs`);
}

// The links are focused directly (a keyboard user tabs there: the first test does); Enter on a
// focused link is the keyboard's way of following it.
test.describe("search by keyboard and through links", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a focused card title shows a ring around the card", async ({ page }) => {
    await page.goto("/demo/search");
    await hydrated(page);
    await tabTo(page, "article a.card-link");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element, "::after");
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: "solid", width: "3px" });
  });

  test("switching the view by keyboard keeps focus on the view switch", async ({ page }) => {
    await page.goto("/demo/search");
    await hydrated(page);
    await page.locator('nav a[href$="view=strip"]').focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=strip/, { timeout: 15_000 });
    await expect.poll(() => focused(page)).toMatch(/^a\|Strook\|.*view=strip$/);
  });

  test("following place filters by keyboard keeps focus in the filters or on the results heading, never on the page body", async ({ page }) => {
    await page.goto("/demo/search");
    await hydrated(page);
    await page.locator('#search-filters a[href$="/costa-del-sol"]').focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/costa-del-sol$/, { timeout: 15_000 });
    await expect.poll(() => focused(page)).not.toBe("body");
    await expect(page.locator(":focus-visible")).toBeVisible();
    // A town link disappears with the list it was in: focus moves to the results heading.
    await page.locator('#search-filters a[href$="/costa-del-sol/marbella"]').focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/marbella$/, { timeout: 15_000 });
    await expect.poll(() => focused(page)).not.toBe("body");
    await expect(page.locator(":focus-visible")).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveAttribute("role", "status");
  });

  test("the results heading takes focus visibly when the control used is gone", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol");
    await hydrated(page);
    // "Alle filters wissen" leaves the page's filter list without itself.
    await page.locator("#search-filters").getByRole("link", { name: "Alle filters wissen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/demo\/search$/, { timeout: 15_000 });
    await expect.poll(() => focused(page)).toBe("h2|Zoekresultaten|");
    await expect(page.locator("#search-results-heading")).toBeVisible();
  });

  test("opening a project from a card by keyboard puts the focus on its heading and announces the page", async ({ page }) => {
    await page.goto("/demo/search");
    await hydrated(page);
    const link = page.getByRole("main").getByRole("article").first().locator("a.card-link");
    const name = (await link.textContent())!.trim();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-/, { timeout: 15_000 });
    await expect.poll(() => focused(page)).toBe(`h1|${name}|`);
    // Next's route announcer (a live region) says the new page's title.
    await expect(page.locator("next-route-announcer [aria-live]")).toHaveText(new RegExp(name));
  });

  test("a page past the last one moves to the last page", async ({ page }) => {
    const response = await page.goto("/demo/search?page=99");
    expect(response?.status()).toBe(200);
    const last = new URL(page.url()).searchParams.get("page");
    expect(Number(last)).toBeGreaterThan(1);
    expect(Number(last)).toBeLessThan(99);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Paginering" }).locator("[aria-current=page]")).toHaveText(String(last));
  });

  test("a guide's search link names its place, whatever filters the visitor remembers", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-blanca?cat=2");
    await hydrated(page);
    await page.goto("/demo/nieuwbouw-marbella");
    await page.getByRole("link", { name: "Zoek nieuwbouw" }).click();
    await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\/marbella$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Marbella");
  });

  test("the canonical project redirect keeps campaign parameters", async ({ request }) => {
    const response = await request.get("/demo/for-sale/1?utm_source=nieuwsbrief&utm_medium=email&gclid=abc123&sort=x", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location!, "http://localhost");
    expect(location.pathname).toMatch(/^\/demo\/for-sale\/1-[a-z0-9-]+$/);
    expect(Object.fromEntries(location.searchParams)).toEqual({ utm_source: "nieuwsbrief", utm_medium: "email", gclid: "abc123" });
  });
});

test.describe("sold-out projects", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("are left out by default; the checkbox lists them last, marked Uitverkocht, with the photo count on every card", async ({ page }) => {
    await page.goto("/demo/search?sort=price_desc");
    await hydrated(page);
    await expect(page.getByTestId("sold-out")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(/\d+ foto's/);
    const count = async () => Number((await page.getByTestId("result-count").textContent())!.replace(/\D/g, ""));
    const available = await count();
    await page.getByRole("checkbox", { name: "Toon uitverkochte projecten" }).check();
    await expect(page).toHaveURL(/include_sold_out=1/, { timeout: 15_000 });
    await expect.poll(count).toBeGreaterThan(available);
    const withSoldOut = await count();
    // The last page holds the sold-out projects.
    const lastPage = Math.ceil(withSoldOut / 24);
    await page.goto(`/demo/search?include_sold_out=1&sort=price_desc&page=${lastPage}`);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.last().getByTestId("sold-out")).toHaveText("Uitverkocht");
    await expect(cards.first()).toBeVisible();
  });
});
