import { expect, test } from "@playwright/test";

test.describe("site shell", () => {
  test("the home page renders a heading, the header and the footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Costa Nieuwbouw/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("the header links to the main sections, the client login and the CRM", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Zoeken" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "CRM" })).toHaveAttribute("href", "/crm/login");
  });

  test("an unknown path answers 404 with a way back home", async ({ page }) => {
    const response = await page.goto("/deze-pagina/bestaat/echt/niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found!" })).toBeVisible();
    await page.getByRole("link", { name: "Go back to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("every host serves a favicon, and every page names one", async ({ page, request }) => {
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/icon/);
    expect((await request.get("/favicon.ico", { headers: { host: "partner-a.test" } })).status()).toBe(200);
    await page.goto("/demo");
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon/);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Direct naar de inhoud" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the mobile menu opens 300 px wide, keeps focus and closes on Escape", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("button", { name: "Menu sluiten" })).toBeFocused();
      expect(await menu.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(300);
      // Slid in completely against the right edge.
      await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? -1)).toBe(375 - 300);
      await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");

      // Focus stays inside: Shift+Tab past the first element (the logo) wraps to the last, Tab wraps back.
      await page.keyboard.press("Shift+Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(menu.getByRole("link").last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    });

    test("following a link in the mobile menu closes it", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Home" }).click();
      await expect(menu).toBeHidden();
    });
  });
});
