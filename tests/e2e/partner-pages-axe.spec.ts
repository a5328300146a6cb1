import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";

/**
 * axe on the pages a buyer moves through (search, a project, the comparison), for every seeded partner
 * (`partner-a` on its own domain) on a phone and at 1400 px. axe.ts also runs the experimental
 * `label-content-name-mismatch` rule: a control's name must contain the words it shows.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const SITES = [
  { name: "demo", base: "/demo" },
  { name: "zuidkust", base: "/zuidkust" },
  { name: "partner-a on partner-a.test", base: `http://partner-a.test:${port}` },
];
const SCREENS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1400, height: 900, isMobile: false, hasTouch: false },
];

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
    test.describe.configure({ timeout: 90_000 });

    for (const site of SITES) {
      test(`${site.name}: search, project and comparison pages pass axe`, async ({ page }) => {
        for (const path of ["/search", "/for-sale/1", "/compare?ids=1,2"]) {
          await page.goto(`${site.base}${path}`);
          expect(await seriousViolations(page), `${site.name}${path}`).toEqual([]);
        }
      });
    }

    test("the brand's home and franchise pages pass axe", async ({ page }) => {
      for (const path of ["/", "/franchise"]) {
        await page.goto(path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
}
