/**
 * Guessing a CRM user's password through next-auth's staff callback: the clients' limits, counted for
 * CRM accounts apart (at most 10 password checks per account from one address), then 429 and a Dutch
 * message on the CRM log-in from that address. Runs after the other tests (playwright.config.ts): its
 * attempts count against this machine's log-in allowance per minute too.
 */
import { expect, test } from "@playwright/test";
import { logInFromPage } from "../support/browser-logins";
import { hydrated } from "../support/hydration";

const ACCOUNT = { email: "crm@partner-a.test", password: "Partner2026!" };

test("11 wrong CRM log-ins for one account from one address: at most 10 are checked, then 429 for that address, and the form says so", async ({ page }) => {
  await page.goto("/crm/login");
  const statuses: number[] = [];
  for (let index = 0; index < 11; index++) statuses.push((await logInFromPage(page, "staff", ACCOUNT.email, [`fout-wachtwoord-${index}`]))[0]!.status);
  // Another test's burst may have used this address's allowance already: then 429 comes sooner, never later.
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  const [refused] = await logInFromPage(page, "staff", ACCOUNT.email, [ACCOUNT.password]);
  expect(refused!.status).toBe(429);
  expect(refused!.retryAfter).toMatch(/^\d+$/);

  const submit = page.getByRole("button", { name: /^Inloggen/ });
  await hydrated(submit);
  await page.getByLabel("E-mailadres").fill(ACCOUNT.email);
  await page.getByLabel("Wachtwoord").fill(ACCOUNT.password);
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Te veel inlogpogingen. Wacht een minuut en probeer het opnieuw.");
});
