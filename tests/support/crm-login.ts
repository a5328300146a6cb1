import { expect, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { hydrated } from "./hydration";
import { signIn } from "./sign-in";

interface CrmLogInOptions {
  /** The context's viewport: 1280 × 900 unless given (a phone's, for the CRM on a phone). */
  viewport?: ViewportSize;
  /** Where the visit starts: `/crm/login`, or a CRM page that sends a visitor without a session to it. */
  from?: string;
  /** False for a log-in meant to be refused: the caller checks what the form says. */
  expectLoggedIn?: boolean;
}

/**
 * A CRM user logged in through the log-in form, in a context of its own (the seeded users' password
 * by default): for the tests of the log-in itself. Every other test starts with `crmSession`.
 */
export async function crmLogIn(browser: Browser, email: string, password = "Partner2026!", options: CrmLogInOptions = {}): Promise<Page> {
  const { viewport = { width: 1280, height: 900 }, from = "/crm/login", expectLoggedIn = true } = options;
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(from);
  const submit = page.getByRole("button", { name: "Inloggen" });
  await hydrated(submit);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await submit.click();
  if (expectLoggedIn) await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible({ timeout: 20_000 });
  return page;
}

/** A CRM user with a session, in a context of its own, on `from` (by default where the log-in lands: "Vandaag" for an agent, the inbox for others). */
export async function crmSession(browser: Browser, email: string, password = "Partner2026!", options: Omit<CrmLogInOptions, "expectLoggedIn"> = {}): Promise<Page> {
  const { viewport = { width: 1280, height: 900 }, from = "/crm/start" } = options;
  const context = await browser.newContext({ viewport });
  await signIn(context, "staff", email, password);
  const page = await context.newPage();
  await page.goto(from);
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible({ timeout: 20_000 });
  return page;
}
