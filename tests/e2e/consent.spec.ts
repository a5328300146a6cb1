/**
 * The cookie banner (our bar on a first visit, vanilla-cookieconsent 3 from the first answer on) and what hangs on it: consent-gated tracking into
 * `window.dataLayer`, Google Tag Manager loaded only after the Optional category (the app runs with a
 * container id here; the container script is served by the test, as this machine has no internet),
 * and embeds blocked until Functional cookies are accepted. Starts without a stored choice.
 */
import { expect, test, type Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../lib/consent/settings";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });

const PROJECT_WITH_VIDEO = 7;
const ECOMMERCE = ["view_item_list", "view_item", "add_to_wishlist", "remove_from_wishlist", "search", "generate_lead", "sign_up", "login"];

const bar = (page: Page) => page.locator("[data-consent-bar]");
const preferences = (page: Page) => page.locator("#cc-main .pm");
/** The footer's way back to the cookie choice (a floating button covered result cards on a phone). */
const settings = (page: Page) => page.getByRole("contentinfo").getByRole("button", { name: "Cookie-instellingen" });

/** The events pushed so far (objects with an `event` name). */
async function pushedEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === "object" && "event" in entry));
}

/** Serves the Tag Manager container (no internet here) and counts its loads. */
async function serveTagManager(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route("https://www.googletagmanager.com/gtm.js*", async (route) => {
    loads += 1;
    await route.fulfill({ contentType: "application/javascript", body: "window.__gtmLoaded = true;" });
  });
  return { loads: () => loads };
}

/** Collects Content-Security-Policy violations the page reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

test.describe("cookie consent", () => {
  test("the bar shows on a first visit, is accessible, and stays away after a choice and a reload", async ({ page }) => {
    await page.goto("/contact");
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Wij gebruiken cookies");
    for (const name of ["Cookies beheren", "Alles accepteren", "Alleen noodzakelijke"]) await expect(bar(page).getByRole("button", { name })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Privacy- en cookieverklaring" })).toHaveAttribute("href", "/privacyverklaring");
    expect(await seriousViolations(page)).toEqual([]);
    // The library has not loaded: it comes with the first answer.
    await expect(page.locator("#cc-main")).toHaveCount(0);

    await bar(page).getByRole("button", { name: "Alleen noodzakelijke" }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => consentCookie(page)).toBeDefined();
    const stored = await consentCookie(page);
    // Stored for a year (spec section 9), give or take a day.
    const days = (stored!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ categories: ["necessary"], data: { choice: "necessary" } });

    await page.reload();
    // The footer reopens the choice (nothing floats over the page); closed unchanged, the stored choice keeps the bar away.
    await hydrated(settings(page));
    await expect(page.getByRole("button", { name: "Cookies beheren" })).toHaveCount(0);
    await settings(page).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(bar(page)).toBeHidden();

    // The CRM shows no cookie control (its cookies are necessary ones).
    await page.goto("/crm/login");
    await hydrated(page.getByRole("button", { name: "Inloggen" }));
    await expect(page.getByRole("button", { name: /cookie/i })).toHaveCount(0);
  });

  test("the preferences list three categories, warn about unsaved settings and save", async ({ page }) => {
    await page.goto("/contact");
    await bar(page).getByRole("button", { name: "Cookies beheren" }).click();
    await expect(preferences(page)).toBeVisible();
    for (const name of ["Noodzakelijke cookies", "Optionele cookies", "Functionele cookies"]) await expect(preferences(page).getByRole("button", { name, exact: true })).toBeVisible();
    for (const name of ["Opslaan", "Alles accepteren", "Alles weigeren"]) await expect(preferences(page).getByRole("button", { name })).toBeVisible();
    await preferences(page).getByRole("button", { name: "Alles weigeren" }).click();
    await expect(preferences(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toMatchObject({ categories: ["necessary"], data: { choice: "declined" } });

    // Reopen from the footer, switch Functional on, close without saving: the warning.
    await settings(page).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).locator("label", { hasText: "Functionele cookies" }).click();
    await preferences(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "U heeft niet-opgeslagen instellingen" })).toBeVisible();

    await settings(page).click();
    await preferences(page).locator("label", { hasText: "Functionele cookies" }).click();
    await preferences(page).getByRole("button", { name: "Opslaan" }).click();
    await expect(preferences(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toMatchObject({ categories: ["necessary", "functional"] });
  });

  test("the preferences opened from the bar by keyboard and closed without a choice bring the bar back", async ({ page }) => {
    await page.goto("/contact");
    const manage = bar(page).getByRole("button", { name: "Cookies beheren" });
    await manage.focus();
    await page.keyboard.press("Enter");
    await expect(preferences(page)).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(preferences(page)).toBeHidden();
    await expect(bar(page)).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
  });

  test("after a decline nothing reaches dataLayer while browsing, searching, favouriting and sending a form", async ({ page }) => {
    const tagManager = await serveTagManager(page);
    // An analytics cookie from before (say, an earlier visit's consent): declining removes it.
    await page.context().addCookies([{ name: "_ga", value: "GA1.1.123.456", domain: "localhost", path: "/" }]);
    await page.goto("/search");
    await bar(page).getByRole("button", { name: "Cookies beheren" }).click();
    await preferences(page).getByRole("button", { name: "Alles weigeren" }).click();
    await expect(preferences(page)).toBeHidden();
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "_ga")).toBe(false);

    await page.goto("/search/spanje/costa-del-sol?cat=2");
    const heart = page.locator("[data-favorite]").first();
    await expect(heart).toHaveAttribute("title", /./);
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.goto(`/for-sale/${PROJECT_WITH_VIDEO}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.clock.install();
    await page.goto("/contact");
    const submit = page.getByRole("button", { name: "Bericht versturen" });
    await expect(submit).toBeEnabled();
    // The form counts its fill time from its mount: fill it once React has it, or the 3 s jump comes first.
    await hydrated(submit);
    await page.getByLabel("Voornaam").fill("Sanne");
    await page.getByLabel("Achternaam").fill("Weigeraar");
    await page.getByLabel("E-mailadres").fill("weigeraar@example.test");
    await page.getByLabel("Woonplaats").fill("Utrecht");
    await page.getByLabel("Uw bericht").fill("Graag meer informatie.");
    await page.getByRole("checkbox", { name: /Ik ga akkoord/ }).check();
    await page.clock.fastForward(3_000);
    const sent = page.waitForResponse("**/api/requests");
    await submit.click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByTestId("form-done")).toBeVisible();

    const names = (await pushedEvents(page)).map((entry) => entry.event);
    expect(names.filter((name) => ECOMMERCE.includes(String(name)))).toEqual([]);
    expect(tagManager.loads()).toBe(0);
  });

  test("accepting all loads Tag Manager within the policy and the next project view pushes view_item", async ({ page }) => {
    const tagManager = await serveTagManager(page);
    const violations = await watchPolicy(page);
    await page.goto("/zuidkust/search");
    expect(await pushedEvents(page)).toEqual([]);
    await bar(page).getByRole("button", { name: "Alles accepteren" }).click();
    await expect.poll(() => tagManager.loads()).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);

    await page.goto(`/zuidkust/for-sale/${PROJECT_WITH_VIDEO}`);
    await expect.poll(async () => (await pushedEvents(page)).find((entry) => entry.event === "view_item")).toMatchObject({
      event: "view_item",
      partner_id: expect.any(Number),
      ecommerce: { currency: "EUR", items: [{ item_id: String(PROJECT_WITH_VIDEO), currency: "EUR", item_category: expect.stringMatching(/^(apartment|house_in_villa|land|penthouse|other|house)$/), town: expect.any(String), region: expect.any(String), country: "Spanje" }] },
    });
    const view = (await pushedEvents(page)).find((entry) => entry.event === "view_item") as { partner_id: number };
    expect(view.partner_id).toBeGreaterThan(0);
    // Consent Mode v2: denied by default, then granted for analytics only.
    const consentCommands = () => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => !!entry && typeof entry === "object" && !("event" in entry) && "0" in entry).map((entry) => Array.from(entry as ArrayLike<unknown>)));
    // The consent script starts when the browser is idle, after the page's own events.
    await expect.poll(async () => (await consentCommands()).length).toBeGreaterThanOrEqual(2);
    const commands = await consentCommands();
    expect(commands[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]);
    expect(commands).toContainEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]);

    await page.goto("/zuidkust/search/spanje/costa-del-sol");
    await expect.poll(async () => (await pushedEvents(page)).map((entry) => entry.event)).toEqual(expect.arrayContaining(["search", "view_item_list"]));
    expect((await pushedEvents(page)).find((entry) => entry.event === "search")).toMatchObject({ search_term: expect.stringContaining("Costa del Sol") });
    // A card's heart reports the project from the card: id, name and link from its markup, the rest from data-project.
    const card = page.getByRole("main").getByRole("article").first();
    const cardName = (await card.getByRole("heading", { level: 3 }).textContent())?.trim();
    const cardId = (await card.locator("[data-favorite]").getAttribute("data-favorite")) ?? "";
    await card.getByRole("button", { name: /als favoriet/ }).click();
    await expect.poll(async () => (await pushedEvents(page)).find((entry) => entry.event === "add_to_wishlist")).toMatchObject({
      event: "add_to_wishlist",
      ecommerce: { currency: "EUR", items: [{ item_id: cardId, item_name: cardName, item_category: expect.stringMatching(/^(apartment|house_in_villa|land|penthouse|other|house)$/), town: expect.any(String), region: "Costa del Sol", country: "Spanje" }] },
    });
    expect(await violations()).toEqual([]);
  });

  test("the search event carries the text a visitor typed", async ({ page }) => {
    await serveTagManager(page);
    await page.goto("/zuidkust/search?q=marbela");
    await bar(page).getByRole("button", { name: "Alles accepteren" }).click();
    await expect.poll(() => consentCookie(page)).toBeDefined();
    // Events wait for consent; a new search after it pushes its own.
    await page.goto("/zuidkust/search?q=marbela");
    await expect.poll(async () => (await pushedEvents(page)).find((entry) => entry.event === "search")).toMatchObject({ event: "search", search_term: "marbela", filters: expect.objectContaining({ q: "marbela" }) });
  });

  test("a blocked video shows the spec's text and loads in place after Functional cookies are accepted", async ({ page }) => {
    await page.goto(`/for-sale/${PROJECT_WITH_VIDEO}`);
    await bar(page).getByRole("button", { name: "Alleen noodzakelijke" }).click();
    const video = page.locator("#video");
    await expect(video.getByText("Schakel functionele cookies in om dit te bekijken")).toBeVisible();
    await expect(video.locator("iframe")).toHaveCount(0);
    // A marker that a reload would lose.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await video.getByRole("button", { name: "hier" }).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).locator("label", { hasText: "Functionele cookies" }).click();
    await preferences(page).getByRole("button", { name: "Opslaan" }).click();
    await expect(video.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
