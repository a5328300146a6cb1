import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";

const hero = (page: Page) => page.getByRole("region", { name: "Costa Nieuwbouw in het kort" });
/** The slides, hidden ones included (they are `aria-hidden`, so not in the accessibility tree). */
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="dia"]');

/** The one slide that is not hidden, as its "n van m" label. */
async function shownSlide(carousel: Locator): Promise<string[]> {
  return slides(carousel).evaluateAll((all) => all.filter((slide) => !slide.hasAttribute("aria-hidden")).map((slide) => slide.getAttribute("aria-label") ?? ""));
}

async function openHome(page: Page) {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(hero(page)).toHaveAttribute("data-ready", "true");
}

/** Tabs from the top of the page until `name` has the focus (the page's tab order, not a shortcut). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((label) => document.activeElement?.getAttribute("aria-label") === label, name)) return;
  }
  throw new Error(`${name} never got the focus`);
}

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero slider rotates on its own, and not while the tab is in the background", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const carousel = hero(page);
    await expect(slides(carousel)).toHaveCount(3);
    expect(await shownSlide(carousel)).toEqual(["1 van 3"]);
    // The first slide is server-rendered in full: its picture is the eager, high-priority one.
    await expect(slides(carousel).first().locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(slides(carousel).nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(7_500);
    await expect.poll(() => shownSlide(carousel)).toEqual(["2 van 3"]);
    await expect(slides(carousel).first()).toHaveAttribute("aria-hidden", "true");

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(20_000);
    expect(await shownSlide(carousel)).toEqual(["2 van 3"]);
  });

  test("the slider's controls work by keyboard, and focus inside stops the rotation", async ({ page }) => {
    await openHome(page);
    const carousel = hero(page);
    await tabTo(page, "Automatisch afspelen stoppen");
    // Keyboard focus inside: no rotation, and the slides are announced as they change.
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");

    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Vorige dia" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Volgende dia" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSlide(carousel)).toEqual(["2 van 3"]);
    await page.keyboard.press("Space");
    await expect.poll(() => shownSlide(carousel)).toEqual(["3 van 3"]);
    await expect(carousel.getByRole("heading", { name: "Alleen projecten die wij zelf kennen" })).toBeVisible();

    await page.keyboard.press("Shift+Tab");
    await expect(carousel.getByRole("button", { name: "Vorige dia" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSlide(carousel)).toEqual(["2 van 3"]);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Automatisch afspelen starten" })).toBeFocused();
    // The hidden slides' links are out of the tab order: Tab goes from the controls into the shown slide.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("link", { name: "Bekijk villa's" })).toBeFocused();
  });

  test("the pause button stops the rotation until it is pressed again", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const carousel = hero(page);
    await carousel.getByRole("button", { name: "Automatisch afspelen stoppen" }).click();
    // The mouse leaves the slider (hovering pauses it too).
    await page.mouse.move(640, 790);
    await expect(carousel.getByRole("button", { name: "Automatisch afspelen starten" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(30_000);
    expect(await shownSlide(carousel)).toEqual(["1 van 3"]);

    await carousel.getByRole("button", { name: "Automatisch afspelen starten" }).click();
    await page.mouse.move(640, 790);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(7_500);
    await expect.poll(() => shownSlide(carousel)).toEqual(["2 van 3"]);
  });

  test("the slider starts stopped under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await expect(hero(page).getByRole("button", { name: "Automatisch afspelen starten" })).toBeVisible();
    await expect(hero(page)).toHaveAttribute("data-rotating", "false");
  });

  test("the search entry leads to the search page with the place, type and budget chosen", async ({ page }) => {
    await openHome(page);
    const form = page.getByRole("form", { name: "Zoek uw nieuwbouwwoning" });
    await form.getByRole("combobox", { name: "Plaats, project of ontwikkelaar" }).fill("Marbel");
    await form.getByRole("option", { name: /^Marbella/ }).first().click();
    await form.getByLabel("Type woning").selectOption({ label: "Villa's" });
    await form.getByLabel("Budget").selectOption("500000");
    await form.getByRole("button", { name: "Zoeken" }).click();

    await expect(page).toHaveURL(/localhost:\d+\/search\/spanje\/costa-del-sol\/marbella\?cat=2&priceto=500000$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouw villa's in Marbella, Costa del Sol");
    await expect(page.getByTestId("result-count")).toBeVisible();
    const filters = page.locator("#search-filters");
    await expect(filters.getByRole("checkbox", { name: "Villa's" })).toBeChecked();
    await expect(filters.getByLabel("Tot", { exact: true })).toHaveValue("500000");
  });

  test("every block is there: services, featured projects, testimonials, clients, skill bars, kitchen, mortgage, blog", async ({ page }) => {
    await openHome(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Onze diensten" })).toBeAttached();
    await expect(main.getByRole("heading", { name: "Uitgelichte nieuwbouwprojecten" })).toBeAttached();
    await expect(main.locator('article a[href^="/for-sale/"]').first()).toBeAttached();

    const testimonials = page.getByRole("region", { name: "Wat onze kopers zeggen" });
    await expect(testimonials).toHaveCount(1);
    await expect(testimonials).toHaveAttribute("aria-roledescription", "carrousel");
    await expect(slides(testimonials)).toHaveCount(4);
    await expect(testimonials.getByRole("button", { name: "Volgende dia" })).toBeAttached();

    await expect(main.getByRole("img", { name: "Nordic Sun Homes" })).toBeAttached();
    await expect(main.getByRole("list").filter({ has: page.getByRole("img", { name: "Promotora Brisamar" }) }).getByRole("img")).toHaveCount(6);

    const skills = page.locator("[data-skills]");
    await expect(skills).toHaveAttribute("data-skills", "pending");
    const guidance = main.getByRole("progressbar", { name: "Begeleiding" });
    await expect(guidance).toHaveAttribute("aria-valuenow", "98");
    await guidance.scrollIntoViewIfNeeded();
    await expect(skills).toHaveAttribute("data-skills", "shown");

    await expect(main.getByRole("heading", { name: "Keukens en afwerking om in te wonen" })).toBeAttached();
    // The mortgage blocks, with the calculator (its form loads as the block comes near).
    const mortgage = main.locator("section").filter({ has: page.getByRole("heading", { name: "Financieren in Spanje" }) });
    await expect(mortgage).toBeAttached();
    await mortgage.scrollIntoViewIfNeeded();
    await expect(mortgage.getByLabel("Koopprijs", { exact: false }).first()).toBeVisible();

    const blog = main.getByRole("region", { name: "Laatste artikelen" });
    const posts = blog.getByRole("article").getByRole("link");
    await expect(posts).toHaveCount(3);
    for (const href of await posts.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await expect(posts.first()).toHaveAttribute("href", "/blog/vijf-redenen-voor-nieuwbouw-in-spanje");
    await expect(blog.getByRole("link", { name: "Alle artikelen" })).toHaveAttribute("href", "/blog");
  });

  test("blocks below the fold fade in as they come into view, from 768 px only", async ({ page }) => {
    await openHome(page);
    const clients = page.locator("section[data-reveal]").filter({ has: page.getByRole("heading", { name: "Wij werken samen met" }) });
    await expect(clients).toHaveAttribute("data-reveal", "pending");
    await clients.scrollIntoViewIfNeeded();
    await expect(clients).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => clients.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    await page.setViewportSize({ width: 375, height: 812 });
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    // Reduced motion: no block is held back for its entrance, so axe sees every one.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
