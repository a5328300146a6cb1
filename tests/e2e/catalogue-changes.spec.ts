/**
 * Catalogue changes as visitors see them, in Chromium: a feed imported through the running server's
 * admin API brings a project that search finds and whose page says "Nieuw"; a second import with a
 * lower price puts "Prijs verlaagd" with the old price struck through on its card (first under the
 * sort "Prijs verlaagd"); and an admin's new unit price in the CRM is on the project page at once.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { feedXml, type FeedUnitSpec } from "../support/kyero-feed";
import { crmSession } from "../support/crm-login";

const suffix = Date.now().toString(36);
const development = `Residencial Brisa ${suffix}`;
const unit = (n: number, price: number): FeedUnitSpec => ({
  id: `E2E-${suffix}-${n}`,
  ref: `BR${n}`,
  price: String(price),
  town: "Estepona",
  province: "Málaga",
  type: "Apartment",
  development,
  lat: 36.4276 + n * 0.0002,
  lng: -5.1463,
  beds: 1 + n,
  baths: 2,
  built: 70 + n * 15,
  descNl: `Appartement ${n} in ${development}, vlak bij het strand.`,
  images: 1,
});
const FIRST = [unit(1, 300_000), unit(2, 350_000), unit(3, 420_000)];
const CUT = [unit(1, 270_000), unit(2, 350_000), unit(3, 420_000)];

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { meta: { token: string } }).meta.token;
}

/** The import as `npm run feed:import` hands it to a running server: the admin API, an admin's token. */
async function importFeed(request: APIRequestContext, units: FeedUnitSpec[]) {
  const answer = await request.post(`/api/crm/feeds/import?source=e2e-brisa-${suffix}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}`, "content-type": "application/xml" },
    data: feedXml(units),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { changed: boolean; counts: Record<string, number> } }).data;
}

const card = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("link", { name: development }) });

test.describe.serial("catalogue changes on the site", () => {
  test.describe.configure({ timeout: 120_000 });
  let projectUrl = "";

  test("an imported project is found by search, and its card and page say Nieuw", async ({ page, request }) => {
    const report = await importFeed(request, FIRST);
    expect(report.counts).toMatchObject({ projectsCreated: 1, unitsCreated: 3 });
    await page.goto("/search/spanje/costa-del-sol/estepona?sort=newest");
    const found = card(page);
    await expect(found).toBeVisible();
    await expect(found.getByText("Nieuw", { exact: true })).toBeVisible();
    projectUrl = (await found.getByRole("link", { name: development }).getAttribute("href")) ?? "";
    expect(projectUrl).toMatch(/^\/for-sale\/\d+-/);

    await page.goto(projectUrl);
    const priceBox = page.getByRole("region", { name: "Prijs" });
    await expect(priceBox.getByText("Nieuw", { exact: true })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText("€ 300.000 - € 420.000");
    await expect(page.getByTestId("price-was")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("after an import with a lower price, the card says Prijs verlaagd with the old price struck through", async ({ page, request }) => {
    const report = await importFeed(request, CUT);
    expect(report.counts).toMatchObject({ priceChanges: 1, unitsUpdated: 1 });
    await page.goto("/search?sort=price_cut");
    const first = page.getByRole("article").first();
    await expect(first.getByRole("link", { name: development })).toBeVisible();
    await expect(first.getByText("Prijs verlaagd", { exact: true })).toBeVisible();
    const was = first.getByTestId("price-was");
    await expect(was.locator("s")).toHaveText("€ 300.000");
    // Screen readers hear the old price as words, not a strike-through they do not announce.
    await expect(was.locator(".sr-only")).toHaveText("was € 300.000");
    await expect(first).toContainText("€ 270.000 - € 420.000");
    await expect(page.getByLabel("Sorteren")).toHaveValue("price_cut");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(projectUrl);
    await expect(page.getByRole("region", { name: "Prijs" }).getByText("Prijs verlaagd", { exact: true })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText("€ 270.000 - € 420.000");
  });

  test("an admin's new unit price in the CRM is on the project page at once", async ({ browser }) => {
    const page = await crmSession(browser, "admin@costanieuwbouw.test", "Beheer2026!");
    await page.goto(`/crm/projects?q=${encodeURIComponent(development)}`);
    await expect(page.getByRole("main").getByText("1 project", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: `${development} bewerken` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${development} bewerken`);
    const unitForm = page.getByRole("form", { name: "BR1" });
    const save = unitForm.getByRole("button", { name: "Opslaan" });
    await hydrated(save);
    expect(await seriousViolations(page)).toEqual([]);

    // A price the import would refuse is named at its field; then a good one is saved.
    await unitForm.getByLabel("Prijs in euro's").fill("12,5");
    await save.click();
    await expect(unitForm.getByText("Een bedrag in hele euro's", { exact: false })).toBeVisible();
    // By keyboard: Enter in the price field sends the unit's form.
    await unitForm.getByLabel("Prijs in euro's").fill("255000");
    await unitForm.getByLabel("Prijs in euro's").press("Enter");
    await expect(page.getByRole("region", { name: "Prijswijzigingen" }).getByRole("row").nth(1)).toContainText("€ 255.000");
    await expect(save).toHaveAttribute("data-state", "success");

    const site = await browser.newPage();
    await site.goto(projectUrl);
    await expect(site.getByTestId("price")).toHaveText("€ 255.000 - € 420.000");
    await expect(site.getByTestId("price-was")).toContainText("€ 300.000");
    await site.close();
    await page.context().close();
  });

  test("a partner's CRM user does not see a project of a feed it does not own: not listed, and a 404", async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto("/crm/login");
    const submit = page.getByRole("button", { name: "Inloggen" });
    await hydrated(submit);
    await page.getByLabel("E-mailadres").fill("crm@zuidkust.test");
    await page.getByLabel("Wachtwoord").fill("Partner2026!");
    await submit.click();
    await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible({ timeout: 15_000 });
    await page.goto(`/crm/projects?q=${encodeURIComponent(development)}`);
    await expect(page.getByRole("main").getByText("0 projecten", { exact: true })).toBeVisible();
    const id = /\/for-sale\/(\d+)-/.exec(projectUrl)?.[1];
    const answer = await page.goto(`/crm/projects/${id}`);
    expect(answer?.status()).toBe(404);
    await page.context().close();
  });
});
