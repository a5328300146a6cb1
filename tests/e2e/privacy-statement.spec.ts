/**
 * The privacy and cookie statement: on every site, linked from the footer and from the request forms'
 * consent, and complete: every cookie a logged-in visit sets is named in it, and what lands in local
 * storage is the kind it describes.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CLIENT, logIn } from "../support/accounts";
import { seriousViolations } from "../support/axe";

test.describe("privacy statement", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the footer leads to it on the main site and on a partner's; it names the partner and passes axe", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy en cookies" }).click();
    await expect(page).toHaveURL(/\/privacyverklaring$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy- en cookieverklaring");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/zuidkust");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy en cookies" }).click();
    await expect(page).toHaveURL(/\/zuidkust\/privacyverklaring$/);
    await expect(page.getByRole("main")).toContainText("Zuidkust Vastgoed, een partner van Costa Nieuwbouw");
  });

  test("the request form's consent links to the site's statement", async ({ page }) => {
    await page.goto("/demo/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "privacyverklaring" })).toHaveAttribute("href", "/demo/privacyverklaring");
  });

  test("names every cookie a logged-in visit sets; local storage holds only what it describes", async ({ page }) => {
    await logIn(page, "/demo/client-login", DEMO_CLIENT, /\/demo$/);
    await page.goto("/demo/search/spanje/costa-del-sol?bedrooms=2");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies.length).toBeGreaterThan(0);
    const stored = await page.evaluate(() => Object.keys(window.localStorage));

    await page.goto("/demo/privacyverklaring");
    const statement = (await page.getByRole("main").textContent()) ?? "";
    for (const name of cookies) expect(statement, `cookie ${name}`).toContain(name.replace(/^__(Host|Secure)-/, ""));
    // Names that end in the site (`compare_demo`) are listed with a placeholder: `compare_{site}`.
    for (const key of stored) expect(statement, `local storage ${key}`).toContain(key.replace(/_(?:demo|main)$/, "_{site}"));
  });
});
