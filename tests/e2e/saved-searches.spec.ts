/**
 * Saved searches in Chromium, with the server's mail going to a real local SMTP server: a client logs
 * in, types "marbela" and picks Marbella, filters on a pool and key-ready, saves the search; a feed imported through the admin API
 * brings a project in Marbella; the alert arrives with the RFC 8058 headers, its project link opens the
 * project, and its unsubscribe link unsubscribes after a button press. A guest who clicks "save" logs
 * in and lands back on the same search, saved. The profile lists the searches (axe clean).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { clientSession, registerAccount, type TestAccount } from "../support/accounts";
import { seriousViolations, WCAG_TAGS } from "../support/axe";
import { e2eMailbox } from "../support/e2e-mailbox";
import { hydrated } from "../support/hydration";
import { feedXml, type FeedUnitSpec } from "../support/kyero-feed";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1280, height: 900 } });
test.slow();

const suffix = Date.now().toString(36);
const development = `Residencial Alerta ${suffix}`;
const units: FeedUnitSpec[] = [1, 2].map((n) => ({
  id: `E2E-ALERT-${suffix}-${n}`,
  ref: `AL${n}`,
  price: String(380_000 + n * 20_000),
  town: "Marbella",
  province: "Málaga",
  type: "Apartment",
  development,
  lat: 36.5101 + n * 0.0002,
  lng: -4.8825,
  beds: 2,
  baths: 2,
  built: 90,
  descNl: `Appartement ${n} in ${development}.`,
  images: 1,
  // Key-ready with a pool: it matches the saved search's filters.
  features: ["Key ready", "Communal pool"],
}));

const smtp = e2eMailbox();

/** One account for both tests: registrations per address are limited, and the other specs need theirs. */
let account: TestAccount;

/** The first alert mail to `address` (others' mails, and the welcome mail of registering, may arrive meanwhile). */
function alertTo(address: string): Promise<ParsedMail> {
  return smtp.messageWhere((mail) => recipient(mail) === address && (mail.subject?.startsWith("Nieuw voor") ?? false));
}
const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, " ");

async function importFeed(request: APIRequestContext) {
  const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  const token = ((await login.json()) as { meta: { token: string } }).meta.token;
  const answer = await request.post(`/api/crm/feeds/import?source=e2e-alerta-${suffix}`, {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/xml" },
    data: feedXml(units),
  });
  expect(answer.status()).toBe(200);
}

async function saveButton(page: Page) {
  const button = page.getByRole("button", { name: "Zoekopdracht opslaan" });
  await hydrated(button);
  return button;
}

test("a client saves a Marbella search, an import brings a match, the alert arrives with one-click unsubscribe", async ({ page, request }) => {
  account = await registerAccount(request, "alert");
  await clientSession(page, account, "/demo/search");

  // Type a place and choose it from the suggestions.
  const box = page.locator("#search-filters").getByRole("combobox", { name: "Zoek op plaats, project of ontwikkelaar" });
  await box.focus();
  await page.keyboard.type("marbela");
  await page.getByRole("listbox", { name: "Suggesties" }).filter({ visible: true }).getByRole("option", { name: /^Marbella · Costa del Sol/ }).first().click();
  await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\/marbella$/);

  // Filter on a pool and key-ready, by keyboard.
  const filters = page.locator("#search-filters");
  for (const [label, url] of [["Zwembad", /marbella\?features=pool$/], ["Sleutelklaar", /marbella\?status=key_ready&features=pool$/]] as const) {
    const box = filters.getByRole("checkbox", { name: label });
    await hydrated(box);
    await box.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(url);
    await expect(filters.getByRole("checkbox", { name: label })).toBeChecked();
  }

  await (await saveButton(page)).click();
  const name = page.getByLabel("Naam van de zoekopdracht");
  await expect(name).toBeFocused();
  await name.fill("Marbella direct");
  await page.getByLabel("E-mail bij nieuwe resultaten").selectOption("instant");
  // The form itself (the whole search page has axe tests of its own).
  const form = await new AxeBuilder({ page }).include('form[aria-label="Zoekopdracht opslaan"]').withTags(WCAG_TAGS).analyze();
  expect(form.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  const saved = page.locator("[data-sonner-toast]", { hasText: "Uw zoekopdracht is opgeslagen." });
  await expect(saved).toContainText("Marbella direct");
  await expect(saved.getByRole("button", { name: "Beheer uw zoekopdrachten" })).toBeVisible();

  await importFeed(request);
  const mail = await alertTo(account.email);
  expect(mail.subject).toBe(`Nieuw voor “Marbella direct”: ${development}`);
  expect(headerLine(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const oneClick = /^List-Unsubscribe: <(http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=[\w-]{43})>$/.exec(headerLine(mail, "list-unsubscribe") ?? "");
  expect(oneClick).not.toBeNull();

  // The project's link opens its page on the partner's site.
  const projectLink = new RegExp(`http://localhost:\\d+/demo/for-sale/\\d+-[\\w-]+`).exec(mail.text ?? "")![0];
  await page.goto(new URL(projectLink).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(development);

  // The visible unsubscribe link asks first (a GET changes nothing), then unsubscribes.
  const unsubscribeLink = /http:\/\/localhost:\d+\/demo\/zoekopdracht-afmelden\?token=[\w-]{43}/.exec(mail.text ?? "")![0];
  const url = new URL(unsubscribeLink);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText("‘Marbella direct’")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const listed = await page.request.get("/api/saved-searches?partner=demo");
  expect(((await listed.json()) as { data: { unsubscribed: boolean }[] }).data[0]?.unsubscribed).toBe(false);
  const confirm = page.getByRole("button", { name: "Afmelden" });
  await hydrated(confirm);
  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: "U bent afgemeld." })).toBeVisible();

  // The profile shows it paused, with its link; axe finds nothing.
  await page.goto("/demo/profile");
  const row = page.getByTestId("saved-search").filter({ hasText: "Marbella direct" });
  await expect(row.getByText(/Afgemeld via de link/)).toBeVisible();
  await expect(row.getByLabel("E-mail voor ‘Marbella direct’")).toHaveValue("paused");
  await expect(row.getByRole("link", { name: /Bekijk resultaten/ })).toHaveAttribute("href", "/demo/search/spanje/costa-del-sol/marbella?status=key_ready&features=pool");
  expect(await seriousViolations(page)).toEqual([]);

  // The one-click POST of the header works without a session too.
  const again = await request.post(new URL(oneClick![1]!).pathname + new URL(oneClick![1]!).search, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
  expect(again.status()).toBe(200);

  // Leave the account with no saved search for the next test.
  const mine = (await (await page.request.get("/api/saved-searches?partner=demo")).json()) as { data: { id: number }[] };
  for (const { id } of mine.data) expect((await page.request.delete(`/api/saved-searches/${id}`)).ok()).toBe(true);
});

test("a guest who clicks save logs in and is back on the same search, saved; the profile renames and deletes it", async ({ page }) => {
  // The account of the first test, its saved search deleted, logged out (a new browser context).
  const search = "/demo/search/spanje/costa-del-sol/marbella?bedrooms=2";
  await page.goto(search);
  await (await saveButton(page)).click();
  await expect(page).toHaveURL(/\/demo\/client-login\?callbackUrl=/);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${search.replace(/[?]/g, "\\?")}$`), { timeout: 15_000 });
  await expect(page.locator("[data-sonner-toast]", { hasText: "Uw zoekopdracht is opgeslagen." })).toBeVisible();
  // The confirmation replaces "log in first" (a toast of 5 s, still up after a quick log-in): never both at once.
  expect(await page.locator("[data-sonner-toast]", { hasText: "Log in om uw zoekopdracht op te slaan" }).count()).toBe(0);

  await page.goto("/demo/profile");
  const row = page.getByTestId("saved-search");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: /Bekijk resultaten/ })).toHaveAttribute("href", "/demo/search/spanje/costa-del-sol/marbella?bedrooms=2");
  // Rename with the keyboard.
  await row.getByRole("button", { name: /Naam wijzigen/ }).click();
  const field = row.getByLabel("Naam van de zoekopdracht");
  await expect(field).toBeFocused();
  await field.fill("Marbella 2 slaapkamers");
  await page.keyboard.press("Enter");
  await expect(row.getByRole("heading", { name: "Marbella 2 slaapkamers" })).toBeVisible();
  await expect(row.getByRole("button", { name: /Naam wijzigen/ })).toBeFocused();
  // Pause, then delete.
  await row.getByLabel("E-mail voor ‘Marbella 2 slaapkamers’").selectOption("paused");
  await expect.poll(async () => ((await (await page.request.get("/api/saved-searches?partner=demo")).json()) as { data: { frequency: string }[] }).data[0]?.frequency).toBe("paused");
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: /Verwijderen/ }).click();
  await expect(page.getByText("U heeft nog geen zoekopdrachten bewaard.", { exact: false })).toBeVisible();
});
