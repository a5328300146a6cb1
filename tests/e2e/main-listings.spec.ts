import { expect, test, type Page } from "@playwright/test";

/** The project links of the result cards, in order. */
async function cardLinks(page: Page): Promise<string[]> {
  return page.getByRole("main").locator("a[href*='/for-sale/']").evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

test.describe("the main brand's listings on the main host", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/search and the legacy /old/search show the same results; both name /search as canonical", async ({ page, baseURL }) => {
    const path = "/search/spanje/costa-del-sol?cat=1";
    expect((await page.goto(path))?.status()).toBe(200);
    const count = await page.getByTestId("result-count").textContent();
    const links = await cardLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href.startsWith("/for-sale/"))).toBe(true);
    const canonicalUrl = await canonical(page);
    expect(canonicalUrl).toMatch(new RegExp(`^${baseURL}/search/spanje/costa-del-sol(\\?|$)`));
    // The header's search link is the new path, never the mirror.
    await expect(page.locator("header").getByRole("link", { name: "Zoeken" }).first()).toHaveAttribute("href", "/search");

    expect((await page.goto(`/old${path}`))?.status()).toBe(200);
    await expect(page.getByTestId("result-count")).toHaveText(count ?? "");
    expect((await cardLinks(page)).map((href) => href.replace(/^\/old/, ""))).toEqual(links);
    expect(await canonical(page)).toBe(canonicalUrl);
  });

  test("a project opens at /for-sale/{id}-{slug}; the mirror's copy names it as canonical", async ({ page, baseURL }) => {
    await page.goto("/search");
    const first = (await cardLinks(page))[0]!;
    expect(first).toMatch(/^\/for-sale\/\d+-[a-z0-9-]+$/);
    expect((await page.goto(first))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await canonical(page)).toBe(`${baseURL}${first}`);
    expect((await page.goto(`/old${first}`))?.status()).toBe(200);
    expect(await canonical(page)).toBe(`${baseURL}${first}`);
    // A bare id redirects to the canonical path on the main host too.
    const id = first.match(/\/for-sale\/(\d+)-/)![1];
    await page.goto(`/for-sale/${id}`);
    await expect(page).toHaveURL(`${baseURL}${first}`);
  });

  test("the main brand's segment cannot be named in a URL; account pages live at the root", async ({ request }) => {
    expect((await request.get("/_main/search")).status()).toBe(404);
    expect((await request.get("/_main")).status()).toBe(404);
    expect((await request.get("/client-register")).status()).toBe(200);
    expect((await request.get("/favorites")).status()).toBe(200);
  });
});
