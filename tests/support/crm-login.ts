import { expect, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { hydrated } from "./hydration";

interface CrmLogInOptions {
  /** The context's viewport: 1280 × 900 unless given (a phone's, for the CRM on a phone). */
  viewport?: ViewportSize;
  /** Where the visit starts: `/crm/login`, or a CRM page that sends a visitor without a session to it. */
  from?: string;
  /** False for a log-in meant to be refused: the caller checks what the form says. */
  expectLoggedIn?: boolean;
}

/** A CRM user logged in through the log-in form, in a context of its own (the seeded users' password by default). */
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
