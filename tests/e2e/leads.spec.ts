/**
 * The request forms in Chromium: a viewing request on a partner's cached project page (the one form
 * loads when asked for), the contact form naming the project it came from, field errors in Dutch,
 * a lost connection, a logged-in client's prefilled form with its price list at once, and a guest's
 * registration link. The server refuses forms sent within 2.5 s of opening: the tests move the
 * page's clock on (page.clock) instead of waiting.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_CLIENT } from "../support/accounts";
import { signIn } from "../support/sign-in";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

const THANKS = "Bedankt voor uw verzoek";
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function firstProject(request: APIRequestContext, partner?: string): Promise<{ id: number; name: string; url: string }> {
  const search = await request.post("/api/properties", { data: { account_id: 1, per_page: 1, ...(partner ? { partner } : {}) } });
  expect(search.status()).toBe(200);
  return (await search.json()).data[0];
}

/** The leads a CRM user finds by name or e-mail, through the CRM API. */
async function crmLeads(request: APIRequestContext, email: string, password: string, q: string) {
  const login = await request.post("/api/crm/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).meta.token as string;
  const found = await request.get(`/api/crm/leads?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  return (await found.json()).data as Array<{ kind: string; last_name: string; project: { id: number; name: string } | null }>;
}

async function fillPerson(page: Page, lastName: string) {
  await page.getByLabel("Voornaam").fill("Sanne");
  await page.getByLabel("Achternaam").fill(lastName);
  await page.getByLabel("E-mailadres").fill(`${lastName.toLowerCase()}@example.test`);
  await page.getByLabel("Woonplaats").fill("Utrecht");
  await page.getByRole("checkbox", { name: /Ik ga akkoord/ }).check();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** The on-page confirmation: it holds the focus and is announced. */
async function expectConfirmation(page: Page) {
  const done = page.getByTestId("form-done");
  await expect(done.getByRole("status")).toHaveText(THANKS);
  await expect(done).toBeFocused();
}

test.describe("request forms", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a viewing request on a zuidkust project page, without leaving it, reaches zuidkust's CRM", async ({ page, request }) => {
    const project = await firstProject(request, "zuidkust");
    expect(project.url).toMatch(/^\/zuidkust\/for-sale\//);
    await page.clock.install();
    await page.goto(project.url);
    const section = page.locator("#aanvragen");
    const open = section.getByRole("button", { name: "Bezichtiging plannen" });
    await hydrated(open);
    // No form on the cached page until a button is pressed.
    await expect(section.locator("form")).toHaveCount(0);
    // By keyboard: the button opens the form with the focus on the chosen kind, shown with a focus ring.
    await open.focus();
    await page.keyboard.press("Enter");
    const viewing = section.getByRole("radio", { name: "Bezichtiging" });
    // The form's code loads on this first press: on a busy two-core machine (a spec starting a server of
    // its own beside it) that took more than the default 10 s once.
    await expect(viewing).toBeFocused({ timeout: 30_000 });
    await expect(viewing).toBeChecked();
    expect(await section.locator("label", { has: page.getByRole("radio", { name: "Bezichtiging" }) }).evaluate((label) => getComputedStyle(label).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Tab");
    await expect(section.getByLabel("Voornaam")).toBeFocused();
    await expect(section.getByTestId("lead-project")).toHaveCount(0);

    const lastName = `Bakker-${tag()}`;
    await fillPerson(page, lastName);
    const date = section.getByLabel("Gewenste datum");
    const min = await date.getAttribute("min");
    const max = await date.getAttribute("max");
    expect(min && max && min < max).toBeTruthy();
    await date.fill(min!);
    await section.getByRole("radio", { name: "Middag" }).check();
    await page.clock.fastForward(3_000);
    const sent = page.waitForRequest("**/api/requests");
    await section.getByRole("button", { name: "Bezichtiging aanvragen" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ kind: "viewing", project_id: project.id, partner: "zuidkust", preferred_date: min, part_of_day: "afternoon", privacy: true });
    expect(body.phone).toBeUndefined();
    expect(body.elapsed_ms).toBeGreaterThanOrEqual(2_500);
    expect((await sent).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(toast(page, THANKS)).toBeVisible();
    await expectConfirmation(page);
    await expect(page).toHaveURL(project.url);

    const leads = await crmLeads(request, "crm@zuidkust.test", "Partner2026!", lastName);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "viewing", last_name: lastName, project: { id: project.id } });
  });

  test("the contact form names the project it came from, shows Dutch errors at the fields, keeps what was typed offline", async ({ page, request }) => {
    const project = await firstProject(request);
    await page.clock.install();
    await page.goto(`/contact?project=${project.id}`);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Bericht versturen" }) });
    await expect(form.getByTestId("lead-project")).toContainText(project.name);
    const submit = form.getByRole("button", { name: "Bericht versturen" });
    await hydrated(submit);

    await submit.click();
    const firstName = form.getByLabel("Voornaam");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Vul uw voornaam in");
    await expect(form.getByLabel("Uw bericht")).toHaveAccessibleDescription("Vul uw vraag of bericht in");
    await expect(firstName).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    const lastName = `Smit-${tag()}`;
    await fillPerson(page, lastName);
    await form.getByLabel("Onderwerp").fill("Zeezicht");
    await form.getByLabel("Uw bericht").fill("Zijn er nog appartementen met zeezicht?");
    await page.clock.fastForward(3_000);

    // No connection: the spec's some_error, and the form keeps everything.
    await page.route("**/api/requests", (route) => route.abort("internetdisconnected"));
    const lost = page.waitForRequest("**/api/requests");
    await submit.click();
    const key = (await lost).headers()["idempotency-key"];
    await expect(toast(page, "Sorry, er is een fout opgetreden, controleer je internet")).toBeVisible();
    await expect(form.getByLabel("Uw bericht")).toHaveValue("Zijn er nog appartementen met zeezicht?");
    await page.unroute("**/api/requests");

    // The retry of the same form sends the same key.
    const retry = page.waitForRequest("**/api/requests");
    await submit.click();
    expect((await retry).headers()["idempotency-key"]).toBe(key);
    expect((await retry).postDataJSON()).toMatchObject({ kind: "contact", project_id: project.id, subject: "Zeezicht" });
    await expect(toast(page, THANKS)).toBeVisible();
    await expectConfirmation(page);

    const leads = await crmLeads(request, "admin@costanieuwbouw.test", "Beheer2026!", lastName);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "contact", project: { id: project.id, name: project.name } });
  });

  test("the broker form on a partner's uw-makelaar page sends kind broker for that partner", async ({ page }) => {
    await page.clock.install();
    await page.goto("/zuidkust/uw-makelaar");
    const submit = page.getByRole("button", { name: "Bericht versturen" });
    await hydrated(submit);
    await fillPerson(page, `Jansen-${tag()}`);
    await page.getByLabel("Uw bericht").fill("Kunt u mij terugbellen?");
    await page.clock.fastForward(3_000);
    const sent = page.waitForRequest("**/api/requests");
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({ kind: "broker", partner: "zuidkust" });
    await expectConfirmation(page);
  });

  test("a logged-in client's form is filled in, and a price list comes at once", async ({ page, request }) => {
    const project = await firstProject(request, "demo");
    await signIn(page.context(), "credentials", DEMO_CLIENT.email, DEMO_CLIENT.password);
    await page.clock.install();
    await page.goto(project.url);
    const section = page.locator("#aanvragen");
    const open = section.getByRole("button", { name: "Prijslijst aanvragen" });
    await hydrated(open);
    await open.click();
    await expect(section.getByLabel("E-mailadres")).toHaveValue(DEMO_CLIENT.email);
    await expect(section.getByLabel("Voornaam")).toHaveValue("Jan");
    await section.getByRole("checkbox", { name: /Ik ga akkoord/ }).check();
    await page.clock.fastForward(3_000);
    await section.getByRole("button", { name: "Prijslijst aanvragen" }).click();
    await expectConfirmation(page);
    const link = section.getByTestId("lead-documents").getByRole("link").first();
    await expect(link).toContainText("Prijslijst");
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("pdf");
  });

  test("a guest asking for a brochure is offered the registration, prefilled", async ({ page, request }) => {
    const project = await firstProject(request, "demo");
    await page.clock.install();
    await page.goto(project.url);
    const section = page.locator("#aanvragen");
    const open = section.getByRole("button", { name: "Brochure aanvragen" });
    await hydrated(open);
    await open.click();
    await expect(section.getByRole("radio", { name: "Brochure" })).toBeChecked();
    // axe on a project page with the form open (demo's colours: zuidkust's own header colours are its own matter).
    expect(await seriousViolations(page)).toEqual([]);
    const lastName = `Visser-${tag()}`;
    await fillPerson(page, lastName);
    await page.clock.fastForward(3_000);
    await section.getByRole("button", { name: "Brochure aanvragen" }).click();
    await expectConfirmation(page);
    await expect(section.getByTestId("lead-documents")).toHaveCount(0);
    await section.getByRole("link", { name: "Gratis registreren" }).click();
    await expect(page).toHaveURL(/\/demo\/client-register\?/);
    // The way back in the link; the visitor's details not (they come through session storage).
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ callbackUrl: new URL(project.url, "http://localhost").pathname });
    await expect(page.getByLabel("E-mailadres")).toHaveValue(`${lastName.toLowerCase()}@example.test`);
    await expect(page.getByLabel("Achternaam")).toHaveValue(lastName);
  });
});
