import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { WCAG_TAGS } from "../support/axe";

/** Every seeded partner (lib/db/seed/partners.ts) with its colours, as its site must show them. */
const PARTNERS = [
  { slug: "demo", primary: "#13206a" },
  { slug: "zuidkust", primary: "#0b6e4f" },
  { slug: "partner-a", primary: "#7a1f5c" },
] as const;

/** Contrast failures of any impact, and anything else serious or critical (WCAG 2.2 A/AA), one line each. */
async function problems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.id === "color-contrast" || violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} (${node.any[0]?.message ?? ""})`).slice(0, 4).join("; ")}`);
}

async function checkPage(page: Page, slug: string, primary: string) {
  // The partner's colours are in force (not the defaults) where axe measures.
  const variable = await page.locator(`[data-site="${slug}"]`).first().evaluate((element) => getComputedStyle(element).getPropertyValue("--color-primary").trim());
  expect(variable).toBe(primary);
  expect(await problems(page)).toEqual([]);
}

for (const { slug, primary } of PARTNERS) {
  test.describe(`${slug}: colours keep every text readable`, () => {
    test("home page", async ({ page }) => {
      expect((await page.goto(`/${slug}`))?.status()).toBe(200);
      await checkPage(page, slug, primary);
    });

    test("search pages: the landing page, and a place with filters chosen", async ({ page }) => {
      // Two pages of 24 cards, each checked by axe: more than the default on a busy machine.
      test.slow();
      expect((await page.goto(`/${slug}/search`))?.status()).toBe(200);
      await expect(page.getByTestId("result-count")).toBeVisible();
      await checkPage(page, slug, primary);
      // A chosen place, build status and features: the selected states of the filter panel.
      expect((await page.goto(`/${slug}/search/spanje/costa-del-sol?status=key_ready&features=pool`))?.status()).toBe(200);
      await expect(page.locator("#search-filters").getByRole("checkbox", { name: "Zwembad" })).toBeChecked();
      await checkPage(page, slug, primary);
    });

    test("content pages, the blog and an article", async ({ page }) => {
      for (const path of ["/uw-makelaar", "/wonen-en-leven", "/contact", "/blog", "/blog/vijf-redenen-voor-nieuwbouw-in-spanje"]) {
        expect((await page.goto(`/${slug}${path}`))?.status(), path).toBe(200);
        await checkPage(page, slug, primary);
      }
    });

    test("project page, calculator included", async ({ page }) => {
      await page.goto(`/${slug}/search`);
      const first = page.locator("main article h3 a").first();
      await expect(first).toBeVisible();
      await page.goto((await first.getAttribute("href"))!);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.locator("#hypotheek").scrollIntoViewIfNeeded();
      await expect(page.locator("#hypotheek").getByTestId("monthly-payment")).toBeVisible({ timeout: 15_000 });
      await checkPage(page, slug, primary);
    });
  });
}
