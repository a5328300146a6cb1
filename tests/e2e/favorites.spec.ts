import { expect, test, type Page } from "@playwright/test";
import { hydrated, hydrationErrors } from "../support/hydration";

const SEARCH = "/demo/search/spanje/costa-del-sol";

/** The first result card's name and its favorite button. */
async function firstCard(page: Page) {
  const card = page.getByRole("main").getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  const button = card.getByRole("button", { name: `Bewaar ${name} als favoriet` });
  await hydrated(button);
  return { card, name, button };
}

test.describe("favorites", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a card's heart saves the project; it stays saved after a reload and on the project page", async ({ page }) => {
    // A saved heart must not make React's hydration fail.
    const errors = hydrationErrors(page);
    await page.goto(SEARCH);
    const { card, name, button } = await firstCard(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");

    await button.click();
    await expect(page.getByText("Toegevoegd aan favorieten")).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    // The button sits on the card link, but the click stays on the search page.
    await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));

    await page.reload();
    const again = await firstCard(page);
    expect(again.name).toBe(name);
    await expect(again.button).toHaveAttribute("aria-pressed", "true");

    await card.getByRole("heading", { level: 3 }).getByRole("link").click();
    // The first render of a project page can take a while on a busy two-core machine.
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-[a-z0-9-]+$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const onPage = page.getByRole("main").getByRole("button", { name: `Bewaar ${name} als favoriet` }).first();
    await hydrated(onPage);
    await expect(onPage).toHaveAttribute("aria-pressed", "true");

    // The keyboard works too.
    await onPage.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Verwijderd uit favorieten")).toBeVisible();
    await expect(onPage).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("costa_favourites"))).toBeNull();
    expect(errors).toEqual([]);
  });

  test("the server renders every heart unset; the list beside the map and the strip show the saved state", async ({ page, request }) => {
    const html = await (await request.get(SEARCH)).text();
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');

    await page.goto(SEARCH);
    const { name, button } = await firstCard(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");

    for (const view of ["map", "strip"]) {
      await page.goto(`${SEARCH}?view=${view}`);
      const saved = page.getByRole("main").getByRole("button", { name: `Bewaar ${name} als favoriet` });
      await hydrated(saved);
      await expect(saved).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("main").getByRole("button", { pressed: true, name: /als favoriet$/ })).toHaveCount(1);
    }
  });

  test("another tab follows a change at once", async ({ page, context }) => {
    const other = await context.newPage();
    await Promise.all([page.goto(SEARCH), other.goto(SEARCH)]);
    const here = await firstCard(page);
    const there = await firstCard(other);
    await here.button.click();
    await expect(there.button).toHaveAttribute("aria-pressed", "true");
    await there.button.click();
    await expect(here.button).toHaveAttribute("aria-pressed", "false");
  });
});
