import { expect, test, type Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

async function cssVariable(page: Page, selector: string, name: string) {
  return page.locator(selector).first().evaluate((element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(), name);
}

test.describe("partner sites", () => {
  test("a partner on its path shows its name and colours, and its links keep the prefix", async ({ page }) => {
    const response = await page.goto("/zuidkust");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Zuidkust Vastgoed" })).toBeVisible();
    expect(await cssVariable(page, "[data-site=zuidkust]", "--color-primary")).toBe("#0b6e4f");
    expect(await cssVariable(page, "[data-site=zuidkust]", "--color-secondary")).toBe("#f2c14e");
    expect(await cssVariable(page, "[data-site=zuidkust]", "--color-heading")).toBe("#08415c");
    // The fixed header is painted in the partner's primary colour.
    await expect(page.locator("header").first()).toHaveCSS("background-color", "rgb(11, 110, 79)");
    await expect(page.locator("header").getByRole("link", { name: "Contact" }).first()).toHaveAttribute("href", "/zuidkust/contact");
  });

  test("the same partner on its own domain shows the same page without the /{slug} prefix", async ({ page }) => {
    await page.goto("/partner-a");
    const headingOnPath = await page.getByRole("heading", { level: 1 }).textContent();
    expect(await cssVariable(page, "[data-site=partner-a]", "--color-primary")).toBe("#7a1f5c");

    const response = await page.goto(`http://partner-a.test:${port}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOnPath ?? "Partner A Woningen");
    expect(await cssVariable(page, "[data-site=partner-a]", "--color-primary")).toBe("#7a1f5c");

    const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => href.startsWith("/partner-a"))).toEqual([]);
    await expect(page.locator("header").getByRole("link", { name: "Contact" }).first()).toHaveAttribute("href", "/contact");

    // Following a link stays on the partner's domain and its colours.
    await page.locator("header").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(`http://partner-a.test:${port}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    expect(await cssVariable(page, "[data-site=partner-a]", "--color-primary")).toBe("#7a1f5c");
  });

  test("an unknown partner path answers 404 with the spec texts and a title", async ({ page }) => {
    const response = await page.goto("/bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found!" })).toBeVisible();
    // Spec section 8: an unknown partner is 'Not Found'; an unknown page of a known partner 'This page could not be found'.
    await expect(page.getByText("Not Found", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Pagina niet gevonden/);
    expect((await page.goto("/demo/bestaat-niet"))?.status()).toBe(404);
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found!" })).toBeVisible();
    await expect(page).toHaveTitle(/Pagina niet gevonden/);
    const nested = await page.goto("/bestaat-niet/contact");
    expect(nested?.status()).toBe(404);
  });

  test("an unknown domain answers 404, and a domain is no slug on the main host", async ({ page }) => {
    expect((await page.goto(`http://unknown.test:${port}/`))?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found!")).toBeVisible();
    expect((await page.goto(`http://www.partner-a.test:${port}/`))?.status()).toBe(200);
    expect((await page.goto(`http://127.0.0.1:${port}/partner-a.test`))?.status()).toBe(404);
  });

  test("/old/contact renders the main brand with the default colours", async ({ page }) => {
    const response = await page.goto("/old/contact");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    expect(await cssVariable(page, "[data-site=main]", "--color-primary")).toBe("#13206a");
    expect(await cssVariable(page, "[data-site=main]", "--color-secondary")).toBe("#fffb00");
    await expect(page.locator("header").getByRole("link", { name: "Contact" }).first()).toHaveAttribute("href", "/old/contact");
  });

  test("a forwarded-host header sent by the client cannot move a page to another partner", async ({ request }) => {
    const response = await request.get("/zuidkust", { headers: { "x-forwarded-host": "partner-a.test" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Zuidkust Vastgoed");
    expect(html).not.toContain("Partner A Woningen");
  });

  test("partner pages: broker, living, landing list and content pages with partner overrides", async ({ page }) => {
    await page.goto("/zuidkust/uw-makelaar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const zuidkustBroker = await page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/demo/uw-makelaar");
    const demoBroker = await page.getByRole("heading", { level: 1 }).textContent();
    expect(zuidkustBroker).not.toBe(demoBroker);

    expect((await page.goto("/demo/wonen-en-leven"))?.status()).toBe(200);

    await page.goto("/demo/new-build-pages");
    const links = page.locator("main li a");
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    await links.first().click();
    await expect(page).toHaveURL(/\/demo\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    expect((await page.goto("/demo/bestaat-niet-pagina"))?.status()).toBe(404);
  });
});
