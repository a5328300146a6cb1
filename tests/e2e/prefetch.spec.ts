import { expect, test, type Page, type Request } from "@playwright/test";

/** Next's router prefetches send this header; a navigation's own fetch does not. */
const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";

function prefetchesOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const firstCardLink = (page: Page) => page.locator("#search-results").getByRole("link").first();

test.describe("link prefetching (spec section 4)", () => {
  test("a results page prefetches nothing by itself, and a project link when the pointer reaches it", async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto("/demo/search/spanje/costa-del-sol");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const link = firstCardLink(page);
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/demo\/for-sale\/\d+-/);
    await link.hover();
    await expect.poll(() => prefetched).toContain(href);
  });

  test("no prefetching in data-saver mode or offline", async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
    });
    const prefetched = prefetchesOf(page);
    await page.goto("/demo/search/spanje/costa-del-sol");
    await page.waitForLoadState("networkidle");
    const first = firstCardLink(page);
    await first.hover();
    // The link decided against prefetching (prefetch stays off): nothing can follow.
    await expect(first).toHaveAttribute("data-prefetch", "skip");
    expect(prefetched).toEqual([]);

    await context.setOffline(true);
    const second = first.locator("xpath=ancestor::li[1]/following-sibling::li[1]").getByRole("link").first();
    await second.hover();
    await expect(second).toHaveAttribute("data-prefetch", "skip");
    await context.setOffline(false);
    expect(prefetched).toEqual([]);
  });
});
