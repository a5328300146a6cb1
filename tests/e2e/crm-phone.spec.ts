/**
 * The CRM on a phone (390 × 844, Chromium): no page scrolls sideways (the document is no wider than
 * the viewport), for a partner's owner and for the admin, on every CRM page; the inbox shows its leads
 * first with the filters folded away behind a button that opens by keyboard; a lead offers one-tap
 * call, WhatsApp and e-mail; the menu opens on a phone; axe finds nothing serious.
 */
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { crmSession } from "../support/crm-login";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const PHONE = { width: 390, height: 844 };

/** The document's width against the viewport's, after the page has settled. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const widths = await page.evaluate(() => {
    const viewport = window.innerWidth;
    // The outermost elements reaching past the viewport, to name in a failure.
    const wide = Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5 && element.parentElement!.getBoundingClientRect().right <= viewport + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String((element as HTMLElement).className).slice(0, 60)}`);
    return { scroll: document.documentElement.scrollWidth, viewport, wide: wide.slice(0, 5) };
  });
  expect(widths.viewport, path).toBe(PHONE.width);
  expect.soft(widths.scroll, `${path} is ${widths.scroll}px wide: ${widths.wide.join(", ")}`).toBeLessThanOrEqual(widths.viewport);
  expect.soft(await seriousViolations(page), path).toEqual([]);
}

/** The first link of a list page whose address matches `pattern` (a detail page to check). */
async function firstDetail(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  await page.goto(list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

const suffix = Date.now().toString(36);

test("a partner's owner works the CRM from a phone: leads first, filters by keyboard, one-tap contact, no sideways scrolling", async ({ browser, request }) => {
  const sent = await request.post("/api/requests", {
    headers: { "x-costa-client-ip": `203.0.113.${Date.now() % 200}` },
    data: { kind: "question", project_id: 7, partner: "demo", first_name: "Fenna", last_name: `Telefoon ${suffix}`, email: `fenna-${suffix}@example.nl`, phone: "+31 6 12345678", message: "Kan ik morgen bellen?", privacy: true, elapsed_ms: 5_000 },
  });
  expect(sent.status()).toBe(201);
  const leadId = ((await sent.json()) as { data: { id: number } }).data.id;

  const page = await crmSession(browser, "crm@demo.test", "Partner2026!", { viewport: PHONE });

  // The inbox: the leads come first, as cards; the filters are folded away.
  await page.goto("/crm");
  const card = page.getByTestId("inbox-cards").getByRole("listitem").first();
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const filters = page.getByRole("search", { name: "Filters" });
  await expect(filters).toBeHidden();
  await expect(page.getByRole("table")).toBeHidden();

  // The filters open by keyboard.
  const toggle = page.getByRole("button", { name: "Filters" });
  await hydrated(toggle);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(filters).toBeVisible();
  await expect(page.getByLabel("Soort")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Naam of e-mailadres")).toBeFocused();

  // The menu: folded behind a button, opens by keyboard.
  const menu = page.getByRole("button", { name: "Menu" });
  await hydrated(menu);
  const nav = page.getByRole("navigation", { name: "CRM-menu" });
  await expect(nav.getByRole("link", { name: "Projecten" })).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Projecten" })).toBeVisible();

  // The lead: call, WhatsApp and e-mail with one tap.
  await page.goto(`/crm/leads/${leadId}`);
  const contact = page.getByRole("list", { name: `Contact opnemen met Fenna Telefoon ${suffix}` });
  await expect(contact.getByRole("link", { name: "Bellen" })).toHaveAttribute("href", "tel:+31612345678");
  await expect(contact.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/31612345678");
  await expect(contact.getByRole("link", { name: "E-mailen" })).toHaveAttribute("href", `mailto:fenna-${suffix}@example.nl`);

  const project = await firstDetail(page, "/crm/projects", /^\/crm\/projects\/\d+$/);
  const pages = ["/crm", `/crm/leads/${leadId}`, "/crm/dashboard", "/crm/projects", "/crm/projects/new", ...(project ? [project] : []), "/crm/mijn-site", "/crm/team", "/crm/profiel"];
  for (const path of pages) await expectNoSidewaysScroll(page, path);
});

test("the admin's CRM pages fit a phone too", async ({ browser }) => {
  const page = await crmSession(browser, "admin@costanieuwbouw.test", "Beheer2026!", { viewport: PHONE });
  const lead = await firstDetail(page, "/crm", /^\/crm\/leads\/\d+$/);
  const project = await firstDetail(page, "/crm/projects", /^\/crm\/projects\/\d+$/);
  const partner = await firstDetail(page, "/crm/partners", /^\/crm\/partners\/\d+$/);
  const feed = await firstDetail(page, "/crm/feeds", /^\/crm\/feeds\/\d+$/);
  const details = [lead, project, partner, feed].filter((path): path is string => path !== null);
  expect(details.length).toBeGreaterThanOrEqual(2);
  const pages = ["/crm", "/crm/dashboard", "/crm/projects", "/crm/projects/new", "/crm/partners", "/crm/partners/new", "/crm/users", "/crm/feeds", "/crm/feeds/new", "/crm/profiel", ...details];
  for (const path of pages) await expectNoSidewaysScroll(page, path);
});
