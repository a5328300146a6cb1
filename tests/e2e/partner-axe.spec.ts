/**
 * Partner colours keep every page readable: axe (serious and critical, colour contrast included) on
 * each template a buyer moves through, once per colour scheme and screen where something differs.
 * - zuidkust (its own yellow on green, on its path) and partner-a (its own colours, on its own domain):
 *   every template at 1400 px, and the phone layouts (search, project, comparison) at 390 px;
 * - the default colours (demo, the main brand's scheme): the phone layouts, and at 1400 px what no
 *   other spec checks in that scheme (the comparison, the brand's home and franchise pages); the main
 *   brand's search, project, calculator, content and blog pages are checked by their own specs.
 * Each page first shows it is in the partner's colours (`--color-primary` where axe measures).
 */
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";

const port = Number(process.env.E2E_PORT ?? 3100);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false };

interface Scheme {
  name: string;
  /** Where the partner's site starts: its path on the main host, or its own domain. */
  base: string;
  /** The `data-site` of its pages and its primary colour; none for the main brand's own pages. */
  site?: string;
  primary?: string;
}
const ZUIDKUST: Scheme = { name: "zuidkust", base: "/zuidkust", site: "zuidkust", primary: "#0b6e4f" };
const PARTNER_A: Scheme = { name: "partner-a on partner-a.test", base: `http://partner-a.test:${port}`, site: "partner-a", primary: "#7a1f5c" };
const DEMO: Scheme = { name: "demo", base: "/demo", site: "demo", primary: "#13206a" };
const MAIN: Scheme = { name: "the main brand", base: "" };

/** A page of the scheme's site is ready and in its colours, then axe finds nothing. */
async function checkPage(page: Page, scheme: Scheme, path: string, ready?: (page: Page) => Promise<void>) {
  const response = await page.goto(`${scheme.base}${path}`);
  expect(response?.status(), `${scheme.name}${path}`).toBe(200);
  await ready?.(page);
  if (scheme.site) {
    const primary = await page
      .locator(`[data-site="${scheme.site}"]`)
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue("--color-primary").trim());
    expect(primary, `${scheme.name}${path}`).toBe(scheme.primary);
  }
  expect(await seriousViolations(page), `${scheme.name}${path}`).toEqual([]);
}

const resultsShown = (page: Page) => expect(page.getByTestId("result-count")).toBeVisible();
const filtersChosen = (page: Page) => expect(page.locator("#search-filters").getByRole("checkbox", { name: "Zwembad" })).toBeChecked();
async function calculatorShown(page: Page) {
  await page.locator("#hypotheek").scrollIntoViewIfNeeded();
  await expect(page.locator("#hypotheek").getByTestId("monthly-payment")).toBeVisible({ timeout: 15_000 });
}

/** The pages a buyer moves through on a phone: their own layout there. */
const PHONE_PAGES: [string, ((page: Page) => Promise<void>)?][] = [["/search", resultsShown], ["/for-sale/1"], ["/compare?ids=1,2"]];

test.describe.configure({ timeout: 120_000 });

for (const scheme of [ZUIDKUST, PARTNER_A]) {
  test.describe(`${scheme.name}: colours keep every template readable`, () => {
    test("at 1400 px: home, search (with and without filters), a content page, the blog and an article, a project with its calculator, the comparison", async ({ browser }) => {
      const page = await (await browser.newContext(DESKTOP)).newPage();
      const pages: [string, ((page: Page) => Promise<void>)?][] = [
        ["/"],
        ["/search", resultsShown],
        // A chosen place, build status and features: the selected states of the filter panel.
        ["/search/spanje/costa-del-sol?status=key_ready&features=pool", filtersChosen],
        ["/uw-makelaar"],
        ["/blog"],
        ["/blog/vijf-redenen-voor-nieuwbouw-in-spanje"],
        ["/for-sale/1", calculatorShown],
        ["/compare?ids=1,2"],
      ];
      for (const [path, ready] of pages) await checkPage(page, scheme, path === "/" ? "" : path, ready);
      await page.context().close();
    });

    test("at 390 px: search, a project and the comparison", async ({ browser }) => {
      const page = await (await browser.newContext(PHONE)).newPage();
      for (const [path, ready] of PHONE_PAGES) await checkPage(page, scheme, path, ready);
      await page.context().close();
    });
  });
}

test.describe("the default colours", () => {
  test("demo at 390 px: search, a project and the comparison; at 1400 px the comparison", async ({ browser }) => {
    const phone = await (await browser.newContext(PHONE)).newPage();
    for (const [path, ready] of PHONE_PAGES) await checkPage(phone, DEMO, path, ready);
    await phone.context().close();
    const desktop = await (await browser.newContext(DESKTOP)).newPage();
    await checkPage(desktop, DEMO, "/compare?ids=1,2");
    await desktop.context().close();
  });

  test("the brand's home and franchise pages, at 390 and 1400 px", async ({ browser }) => {
    for (const screen of [PHONE, DESKTOP]) {
      const page = await (await browser.newContext(screen)).newPage();
      for (const path of ["/", "/franchise"]) await checkPage(page, MAIN, path);
      await page.context().close();
    }
  });
});
