import { expect, type Browser, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/** A CRM user logged in through the log-in form, in a context of its own at 1280 px (the seeded users' password by default). */
export async function crmLogIn(browser: Browser, email: string, password = "Partner2026!"): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/crm/login");
  const submit = page.getByRole("button", { name: "Inloggen" });
  await hydrated(submit);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await submit.click();
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible({ timeout: 20_000 });
  return page;
}
