import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";

test.describe("share and print", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a project page shares its canonical URL by WhatsApp, e-mail and a copied link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/demo/for-sale/1");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^http:\/\/[^/]+\/demo\/for-sale\/1-[a-z0-9-]+$/);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const share = page.getByRole("group", { name: "Delen en afdrukken" });

    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(`${name}\n${canonical}`);
    const mail = (await share.getByRole("link", { name: "E-mail" }).getAttribute("href"))!;
    expect(decodeURIComponent(mail)).toBe(`mailto:?subject=${name}&body=${name}\n${canonical}`);

    await share.getByRole("button", { name: "Link kopiëren" }).click();
    await expect(share.getByRole("status")).toHaveText("Link gekopieerd");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    // The device's share sheet is offered exactly where the browser has one.
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === "function");
    await expect(share.getByRole("button", { name: "Delen", exact: true })).toHaveCount(hasShareSheet ? 1 : 0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the printed project page is a brochure: photos, price, units and the partner's contact, without forms and navigation", async ({ page }) => {
    await page.goto("/demo/for-sale/1");
    await expect(page.getByRole("button", { name: "Brochure afdrukken" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    const left = {
      header: page.locator("header[data-surface]"),
      footer: page.locator("footer[data-surface]"),
      requests: page.locator("#aanvragen"),
      calculator: page.locator("#hypotheek"),
      files: page.locator("#bestanden"),
      share: page.getByRole("group", { name: "Delen en afdrukken" }),
    };
    for (const [name, locator] of Object.entries(left)) await expect(locator, name).toBeHidden();
    await expect(page.getByTestId("price")).toBeVisible();
    await expect(page.getByTestId("units").locator("table")).toBeVisible();
    await expect(page.locator("#broker-title")).toBeVisible();
    await expect(page.getByText(/Demo Makelaars · http/)).toBeVisible();
    const photos = page.getByRole("group", { name: /^Foto \d+ van \d+$/ });
    const count = await photos.count();
    expect(count).toBeGreaterThan(1);
    // Up to six photos, side by side in two columns.
    const boxes = await Promise.all([0, 1].map((index) => photos.nth(index).boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a search shares its own URL with the chosen filters", async ({ page }) => {
    await page.goto("/demo/search/spanje/costa-del-sol?cat=2&sort=price_asc&page=2");
    const share = page.getByRole("group", { name: "Delen en afdrukken" });
    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    const shared = new URL(whatsapp.searchParams.get("text")!.split("\n")[1]!);
    expect(shared.pathname).toBe("/demo/search/spanje/costa-del-sol");
    expect(Object.fromEntries(shared.searchParams)).toEqual({ cat: "2", sort: "price_asc" });
    await expect(share.getByRole("button", { name: "Brochure afdrukken" })).toHaveCount(0);
  });
});
