import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrationErrors } from "../support/hydration";

const port = Number(process.env.E2E_PORT ?? 3100);

/** Project 7 of the deterministic seed: an apartment project with available, reserved and sold units. */
const PROJECT_ID = 7;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

test.describe("project pages", () => {
  test("from the full list to a project: gallery, price box, units, files", async ({ page }) => {
    expect((await page.goto("/demo/for-sale"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwbouw te koop in Spanje" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Paginering" })).toBeVisible();
    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const gallery = page.getByRole("region", { name: /^Foto's van / });
    await expect(gallery).toBeVisible();
    await expect(gallery.locator("img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(page.getByTestId("price")).toHaveText(/€ \d|Op aanvraag/);
    // The distances at a glance: the beach, and the drive to the nearest airport said to be an estimate.
    const facts = page.getByRole("region", { name: "Kenmerken" });
    await expect(facts).toContainText(/Strand\s*[\d.,]+ k?m/);
    await expect(facts).toContainText(/± \d+ min naar de luchthaven van (Málaga|Almería|Región de Murcia|Alicante)Schatting/);
    await expect(page.getByRole("heading", { level: 2, name: "Units" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Bestanden" })).toBeVisible();
  });

  test("the gallery works with buttons, thumbnails and the keyboard", async ({ page }) => {
    await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    const gallery = page.getByRole("region", { name: /^Foto's van / });
    const counter = gallery.locator("[aria-live]");
    await expect(counter).toContainText("Foto 1 van");
    // The carousel is interactive once hydrated.
    await expect(gallery).toHaveAttribute("data-ready", "true");
    await page.getByRole("button", { name: "Volgende foto" }).click();
    await expect(counter).toContainText("Foto 2 van");
    // The photo shown is the carousel's tab stop: a button that opens the full-screen viewer (photo-viewer.spec.ts).
    await gallery.getByRole("button", { name: "Bekijk foto 2 op volledig scherm" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toContainText("Foto 3 van");
    await page.getByRole("button", { name: "Toon foto 1" }).click();
    await expect(counter).toContainText("Foto 1 van");
  });

  test("the units table filters by status and bedrooms in the browser", async ({ page }) => {
    await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    const units = page.getByTestId("units");
    await expect(units).toHaveAttribute("data-ready", "true");
    const rows = units.locator("table tbody tr");
    const total = await rows.count();
    expect(total).toBeGreaterThan(2);
    await expect(page.getByTestId("units-count")).toHaveText(`${total} van ${total} units`);

    await units.getByLabel("Status").selectOption({ label: "Verkocht" });
    const sold = await rows.count();
    expect(sold).toBeGreaterThan(0);
    expect(sold).toBeLessThan(total);
    for (const row of await rows.all()) await expect(row.locator("td").last()).toHaveText("Verkocht");
    await expect(page.getByTestId("units-count")).toHaveText(`${sold} van ${total} units`);

    await units.getByLabel("Status").selectOption({ label: "Alle" });
    const bedrooms = (await units.getByLabel("Slaapkamers").locator("option").allTextContents()).filter((text) => /^\d+$/.test(text));
    await units.getByLabel("Slaapkamers").selectOption({ label: bedrooms[0] ?? "1" });
    const column = (await units.locator("thead th").allTextContents()).findIndex((text) => /slpk/i.test(text));
    for (const row of await rows.all()) await expect(row.locator("th, td").nth(column)).toHaveText(bedrooms[0] ?? "1");

    await units.getByRole("button", { name: "Wis filters" }).click();
    await expect(rows).toHaveCount(total);
  });

  test("the units table shows price per m² and orientation, and sorts by its column headers with the keyboard", async ({ page }) => {
    await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    const units = page.getByTestId("units");
    await expect(units).toHaveAttribute("data-ready", "true");
    const table = units.locator("table");
    const headers = await table.locator("thead th").allTextContents();
    const columnOf = (name: RegExp) => {
      const index = headers.findIndex((text) => name.test(text.trim()));
      expect(index, String(name)).toBeGreaterThan(0);
      return index;
    };
    const priceColumn = columnOf(/^prijs$/i);
    const perM2Column = columnOf(/^prijs\/m²$/i);
    const orientationColumn = columnOf(/^oriëntatie$/i);
    const cellsOf = (column: number) => table.locator("tbody tr").evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ""), column);
    for (const text of await cellsOf(perM2Column)) expect(text).toMatch(/^(€ \d{1,3}(\.\d{3})*|–)$/);
    expect((await cellsOf(perM2Column)).some((text) => text.startsWith("€"))).toBe(true);
    const orientations = await cellsOf(orientationColumn);
    for (const text of orientations) expect(text).toMatch(/^((Zuid|Noord)(west|oost)?|Oost|West|–)$/);
    expect(orientations.some((text) => text !== "–")).toBe(true);
    // Each price per m² is the row's price over its living area, in whole euros.
    const euros = (text: string) => (text.startsWith("€") ? Number(text.replace(/ \+ BTW$/, "").replace(/\D/g, "")) : null);
    const areas = (await cellsOf(columnOf(/^woonopp\.$/i))).map((text) => Number(text.replace(/\D/g, "")));
    const prices = (await cellsOf(priceColumn)).map(euros);
    (await cellsOf(perM2Column)).forEach((text, row) => {
      const price = prices[row];
      expect(euros(text)).toBe(price ? Math.round(price / areas[row]!) : null);
    });

    // The WAI-ARIA sortable table: a button per header, aria-sort on the sorted header only.
    const sortButton = (name: RegExp) => table.locator("thead").getByRole("button", { name });
    const header = (column: number) => table.locator("thead th").nth(column);
    await expect(table.locator("thead th[aria-sort]")).toHaveCount(0);
    // Tab from the header before it: the keyboard reaches the button, which shows its focus.
    await table.locator("thead button").nth(priceColumn - 1).focus();
    await page.keyboard.press("Tab");
    await expect(sortButton(/^prijs$/i)).toBeFocused();
    await expect(sortButton(/^prijs$/i)).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(header(priceColumn)).toHaveAttribute("aria-sort", "ascending");
    await expect(table.locator("thead th[aria-sort]")).toHaveCount(1);
    const ascending = (await cellsOf(priceColumn)).map(euros);
    const priced = ascending.filter((value): value is number => value !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    // Units without a shown price (on request, sold) come after the priced ones.
    expect(ascending.slice(0, priced.length)).toEqual(priced);

    await page.keyboard.press("Enter");
    await expect(header(priceColumn)).toHaveAttribute("aria-sort", "descending");
    const descending = (await cellsOf(priceColumn)).map(euros).filter((value): value is number => value !== null);
    expect(descending).toEqual([...priced].sort((a, b) => b - a));
    expect(descending).not.toEqual(priced);

    // Space works too, and moves the sort to the other column.
    await sortButton(/^prijs\/m²$/i).focus();
    await page.keyboard.press("Space");
    await expect(header(perM2Column)).toHaveAttribute("aria-sort", "ascending");
    await expect(header(priceColumn)).not.toHaveAttribute("aria-sort");
    const perM2 = (await cellsOf(perM2Column)).map(euros).filter((value): value is number => value !== null);
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("prices, areas and dates read as spec section 9 asks, the same in the server HTML and after hydration", async ({ page }) => {
    const errors = hydrationErrors(page);
    const response = await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    const html = (await response?.text()) ?? "";
    // Euro sign, a normal space (U+0020, not Intl's U+00A0), dot thousands, no decimals.
    const price = /€ \d{1,3}(?:\.\d{3})+(?! ?,\d)/;
    expect(html).toMatch(price);
    expect(html).not.toContain("€\u00a0");
    expect(html).toMatch(/(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);

    // The units table renders in the browser too (a client component): the same texts after hydration.
    const units = page.getByTestId("units");
    await expect(units).toHaveAttribute("data-ready", "true");
    const cells = await units.locator("table tbody td").allTextContents();
    expect(cells.some((text) => price.test(text))).toBe(true);
    expect(cells.some((text) => /^\d{1,3}(\.\d{3})* m²$/.test(text))).toBe(true);
    for (const text of cells.filter((cell) => cell.includes("€"))) expect(text).toMatch(/^€ \d{1,3}(\.\d{3})*( - € \d{1,3}(\.\d{3})*)?( \+ BTW)?$/);
    expect(errors).toEqual([]);
  });

  test("confidential files are locked for guests, with a log-in and register call to action", async ({ page, request }) => {
    await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    await expect(page.getByTestId("files").locator("[data-locked]").first()).toContainText("Alleen voor klanten");
    const cta = page.getByTestId("files-locked");
    await expect(cta).toContainText(/Log in of registreer om .+ te downloaden/);
    await expect(cta.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", /^\/demo\/client-login/);
    await expect(cta.getByRole("link", { name: "registreer", exact: true })).toHaveAttribute("href", /^\/demo\/client-register/);

    // The API agrees: no download URL for a confidential file, and the download itself is refused.
    const files = await (await request.post("/api/project/files", { data: { project_id: PROJECT_ID } })).json();
    const locked = files.data.find((file: { confidential: boolean }) => file.confidential);
    expect(locked.download_url).toBeNull();
    expect((await request.get(`/api/project/files/${locked.id}/download`)).status()).toBe(401);
  });

  test("a wrong or missing slug redirects permanently to the canonical URL", async ({ page, request }) => {
    const canonical = new RegExp(`^/demo/for-sale/${PROJECT_ID}-[a-z0-9-]+$`);
    // Twice each: the first answer is rendered, the second comes from the page cache.
    for (const path of [`/demo/for-sale/${PROJECT_ID}`, `/demo/for-sale/${PROJECT_ID}-verkeerde-naam`, `/demo/for-sale/${PROJECT_ID}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      // Exactly one Location header (vercel/next.js#82117 sent a cached redirect's twice; redirects are never
      // stored here, lib/cache/page-cache-handler.mjs, and this keeps it so).
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
      expect(locations.map((header) => header.value)).toEqual([expect.stringMatching(canonical)]);
    }
    await page.goto(`/old/for-sale/${PROJECT_ID}-oud`);
    await expect(page).toHaveURL(new RegExp(`/old/for-sale/${PROJECT_ID}-[a-z0-9-]+$`));
  });

  test("the page is cached: the second visit is served from the full-route cache", async ({ request }) => {
    const path = (await request.get(`/zuidkust/for-sale/${PROJECT_ID}`)).url();
    const second = await request.get(path);
    expect(second.status()).toBe(200);
    expect(second.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE)$/);
    expect(await second.text()).toContain("/zuidkust/for-sale/");
  });

  test("a partner domain written as a path on the main host is a 404, not that partner's site", async ({ page }) => {
    for (const path of ["/partner-a.test/for-sale/7", "/partner-a.test", "/partner-a.test/contact"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await expect(page.getByText("Oops! Page not found!")).toBeVisible();
  });

  test("unknown, malformed or nested ids answer 404", async ({ page }) => {
    for (const path of ["/demo/for-sale/999999-bestaat-niet", "/demo/for-sale/abc", "/demo/for-sale/7-x/extra", "/demo/for-sale?page=9999", "/bestaat-niet/for-sale/7"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await expect(page.getByText("Oops! Page not found!")).toBeVisible();
  });

  test("structured data and metadata describe the project", async ({ page }) => {
    await page.goto(`/demo/for-sale/${PROJECT_ID}`);
    const data = await jsonLd(page);
    const project = data.find((item) => Array.isArray(item["@type"]) && (item["@type"] as string[]).some((type) => type === "ApartmentComplex" || type === "Residence"));
    expect(project).toMatchObject({ geo: { "@type": "GeoCoordinates" }, address: { "@type": "PostalAddress", addressCountry: "ES" }, offers: { priceCurrency: "EUR" } });
    const offers = project?.offers as { lowPrice: number; highPrice: number };
    expect(offers.lowPrice).toBeLessThanOrEqual(offers.highPrice);
    const trail = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string; item: string }> };
    expect(trail.itemListElement).toHaveLength(4);
    expect(trail.itemListElement[3]?.item).toBe(page.url());

    await expect(page).toHaveTitle(/ in .+ \| Demo Makelaars$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", page.url());
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/localhost:\d+\/media\/projects\/7\//);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
  });
});

test.describe("sitemap and robots per host", () => {
  test("the main host lists its main pages, its listing and project pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const path of ["/", "/contact", "/franchise", "/for-sale", "/search"]) expect(xml).toContain(`<loc>http://localhost:${port}${path}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>http://localhost:${port}/for-sale/${PROJECT_ID}-[a-z0-9-]+</loc>`));
    expect(xml).not.toContain(`localhost:${port}/old/for-sale`);
  });

  test("a partner's own domain points at its own sitemap, without the /{slug} prefix", async ({ page }) => {
    const robots = await page.goto(`http://partner-a.test:${port}/robots.txt`);
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toContain(`Sitemap: http://partner-a.test:${port}/sitemap.xml`);
    const sitemap = await page.goto(`http://partner-a.test:${port}/sitemap.xml`);
    const xml = (await sitemap?.text()) ?? "";
    expect(xml).toContain(`<loc>http://partner-a.test:${port}/for-sale</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>http://partner-a.test:${port}/for-sale/${PROJECT_ID}-[a-z0-9-]+</loc>`));
    expect(xml).not.toContain("/partner-a/");
    expect(xml).not.toContain(`partner-a.test:${port}/old/`);
  });
});
