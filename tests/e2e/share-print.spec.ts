import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe("share and print", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a project page shares its canonical URL by WhatsApp, e-mail and a copied link, from one menu", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/demo/for-sale/1");
    await hydrated(page.locator("main details summary").first());
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^http:\/\/[^/]+\/demo\/for-sale\/1-[a-z0-9-]+$/);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const share = page.getByRole("group", { name: "Delen en afdrukken" });
    await expect(share).toBeHidden();
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
    await expect(share).toBeVisible();

    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(`${name}\n${canonical}`);
    const mail = (await share.getByRole("link", { name: "E-mail" }).getAttribute("href"))!;
    expect(decodeURIComponent(mail)).toBe(`mailto:?subject=${name}&body=${name}\n${canonical}`);

    await share.getByRole("button", { name: "Link kopiëren" }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Link gekopieerd" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    // The device's share sheet is offered exactly where the browser has one.
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === "function");
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
    await expect(share.getByRole("button", { name: "Delen via een app" })).toHaveCount(hasShareSheet ? 1 : 0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the printed project page is a brochure: photos, price, units and the partner's contact, without forms and navigation", async ({ page }) => {
    await page.goto("/demo/for-sale/1");
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
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
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
    const share = page.getByRole("group", { name: "Delen en afdrukken" });
    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    const shared = new URL(whatsapp.searchParams.get("text")!.split("\n")[1]!);
    expect(shared.pathname).toBe("/demo/search/spanje/costa-del-sol");
    expect(Object.fromEntries(shared.searchParams)).toEqual({ cat: "2", sort: "price_asc" });
    await expect(share.getByRole("button", { name: "Brochure afdrukken" })).toHaveCount(0);
  });

  test("on a partner's own domain, a shared link names the host being browsed", async ({ page }) => {
    // www. is an alias of partner-a.test: the cached page's canonical origin is the other one.
    await page.goto(`http://www.partner-a.test:${port}/search/spanje/costa-blanca`);
    await hydrated(page.locator("main details summary").first());
    await page.getByRole("main").locator("summary", { hasText: "Delen" }).click();
    const share = page.getByRole("group", { name: "Delen en afdrukken" });
    const whatsapp = new URL((await share.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.searchParams.get("text")!.split("\n")[1]).toBe(`http://www.partner-a.test:${port}/search/spanje/costa-blanca`);
    const mail = decodeURIComponent((await share.getByRole("link", { name: "E-mail" }).getAttribute("href"))!);
    expect(mail).toContain(`\nhttp://www.partner-a.test:${port}/search/spanje/costa-blanca`);
  });
});
