/**
 * The main site's content pages, the blog (main host, a partner, the legacy redirect) and the
 * franchise page with its application form, in Chromium on the seeded database.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

const THANKS = "Bedankt voor uw verzoek";
const POST = { slug: "nie-nummer-aanvragen", title: "Het NIE-nummer: wat het is en hoe u het aanvraagt", heading: "Waar vraagt u het aan?" };
/** The seed's oldest posts land on page 2 of nine per page. */
const SECOND_PAGE_POST = "Gezondheidszorg in Spanje voor Nederlanders en Belgen";

/**
 * The canonical link, checked with a retrying assertion: after a client-side navigation the new page's
 * content can show before its streamed metadata replaces the old page's link (the pager test read the
 * old one once, under load).
 */
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const topMargin = (page: Page) => page.locator("#main-content").evaluate((main) => getComputedStyle(main).paddingTop);

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat().map((item: { "@type": string }) => item["@type"]));
}

async function adminLeads(request: APIRequestContext, q: string) {
  const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).meta.token as string;
  const found = await request.get(`/api/crm/leads?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  return (await found.json()).data as Array<{ kind: string; last_name: string; partner: { id: number } | null }>;
}

test.describe("main site content pages", () => {
  test("living in Spain, your broker and contact show their seeded sections under the 84 px dark header, axe clean", async ({ page }) => {
    const pages = [
      { path: "/wonen-en-leven", title: "Wonen en leven in Spanje", headings: ["Klimaat", "Kosten van levensonderhoud", "Zorg", "Belastingen", "Het koopproces stap voor stap"], text: "escritura bij de notaris" },
      { path: "/uw-makelaar", title: "Uw makelaar in Spanje", headings: ["Wat uw makelaar voor u doet", "Juridisch en financieel"], text: "makelaarscourtage" },
      { path: "/contact", title: "Contact", headings: ["Zo helpen wij u verder", "Een bezichtigingsreis plannen"], text: "binnen één werkdag" },
    ];
    for (const { path, title, headings, text } of pages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      for (const heading of headings) await expect(page.getByRole("heading", { level: 2, name: heading, exact: true }), `${path}: ${heading}`).toBeVisible();
      await expect(page.locator("#main-content p, #main-content li", { hasText: text }).first()).toBeVisible();
      expect(await topMargin(page)).toBe("84px");
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The living page's buying steps are a list, in order.
    await page.goto("/wonen-en-leven");
    const steps = page.locator("#main-content ul", { hasText: "NIE-nummer" }).locator("li");
    await expect(steps).toHaveCount(6);
    await expect(steps.last()).toContainText("eigendomsregister");
  });
});

test.describe("the blog", () => {
  test("the list pages through the posts: page 1 canonical without ?page, page 2 exists, a page past the end is 404", async ({ page, request }) => {
    expect((await page.goto("/blog"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(9);
    await expect(canonical(page)).toHaveAttribute("href", /\/blog$/);
    expect(await topMargin(page)).toBe("84px");
    await expect(page.locator("footer").getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(await seriousViolations(page)).toEqual([]);

    const pager = page.getByRole("navigation", { name: "Paginering" });
    await expect(pager.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("aria-current", "page");
    await pager.getByRole("link", { name: "Pagina 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole("link", { name: SECOND_PAGE_POST })).toBeVisible();
    await expect(canonical(page)).toHaveAttribute("href", /\/blog\?page=2$/);

    for (const url of ["/blog?page=3", "/blog?page=0", "/blog?page=abc", "/blog/bestaat-niet", "/zuidkust/blog?page=9"]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test("an article has its text, Article and BreadcrumbList data and a canonical URL, and is reached from the list", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: POST.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${POST.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: POST.heading })).toBeVisible();
    await expect(page.locator("#main-content p", { hasText: "Oficina de Extranjería" })).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(["Article", "BreadcrumbList"]);
    await expect(canonical(page)).toHaveAttribute("href", new RegExp(`^https?://[^/]+/blog/${POST.slug}$`));
    const trail = page.getByRole("navigation", { name: /kruimelpad|breadcrumb/i });
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a partner shows the same article under its own path; the old /{partner}/{slug} address moves there", async ({ page, request }) => {
    expect((await page.goto(`/zuidkust/blog/${POST.slug}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(canonical(page)).toHaveAttribute("href", new RegExp(`/zuidkust/blog/${POST.slug}$`));
    expect(await jsonLdTypes(page)).toEqual(["Article", "BreadcrumbList"]);
    await expect(page.getByRole("navigation", { name: /kruimelpad|breadcrumb/i }).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/zuidkust/blog");
    await expect(page.locator("footer").getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/zuidkust/blog");
    // Axe on a partner in the default colours: zuidkust's own yellow on green is the partner colours' check.
    expect((await page.goto(`/demo/blog/${POST.slug}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const old = await request.get(`/zuidkust/${POST.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toMatch(new RegExp(`/zuidkust/blog/${POST.slug}$`));
    expect((await request.get("/zuidkust/blog")).status()).toBe(200);
  });
});

test.describe("franchise", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the page shows the claims, benefits, a live partner site and the free regions under the 95 px header", async ({ page }) => {
    expect((await page.goto("/franchise"))?.status()).toBe(200);
    expect(await topMargin(page)).toBe("95px");
    for (const claim of ["30 jaar", "3000+", "1000+"]) await expect(page.locator("dd", { hasText: claim })).toBeVisible();
    for (const benefit of ["Online CRM", "Gratis roll-up banner", "Magazine van 60 pagina's", "Exclusiviteit"]) await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bekijk de site van Zuidkust Vastgoed" })).toHaveAttribute("href", "/zuidkust");
    const regions = page.getByTestId("free-regions");
    await expect(regions.getByRole("heading", { name: "Costa Cálida" })).toBeVisible();
    await expect(regions.getByRole("heading", { name: "Costa del Sol" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the application form sends by keyboard, thanks the sender and stores a franchise lead for the main brand", async ({ page, request }) => {
    await page.clock.install();
    await page.goto("/franchise");
    // The form's code loads when the form scrolls near.
    await page.getByRole("heading", { name: "Aanmeldformulier franchise" }).scrollIntoViewIfNeeded();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Versturen" }) });
    const firstName = form.getByLabel("Voornaam");
    await hydrated(firstName);
    const lastName = `Franchise-${Date.now().toString(36)}`;

    await firstName.focus();
    await page.keyboard.type("Joris");
    for (const [label, value] of [["Achternaam", lastName], ["E-mailadres", `${lastName.toLowerCase()}@example.test`]] as const) {
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
    }
    await form.getByLabel("Uw bericht").focus();
    await page.keyboard.type("Makelaardij in Gent, interesse in de Costa Cálida.");
    await form.getByRole("checkbox", { name: /Ik ga akkoord/ }).focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: /Ik ga akkoord/ })).toBeChecked();
    await page.clock.fastForward(3_000);

    const submit = form.getByRole("button", { name: "Versturen" });
    for (let step = 0; step < 6 && !(await submit.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press("Tab");
    await expect(submit).toBeFocused();
    const sent = page.waitForRequest("**/api/requests");
    await page.keyboard.press("Enter");
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ kind: "franchise", last_name: lastName, message: "Makelaardij in Gent, interesse in de Costa Cálida.", privacy: true });
    expect(body.partner).toBeUndefined();
    await expect(page.locator("[data-sonner-toast]", { hasText: THANKS })).toBeVisible();
    const done = page.getByTestId("form-done");
    await expect(done.getByRole("status")).toHaveText(THANKS);
    await expect(done).toBeFocused();

    const leads = await adminLeads(request, lastName);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "franchise", last_name: lastName, partner: null });
  });
});
