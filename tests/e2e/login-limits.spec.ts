/**
 * Guessing passwords through next-auth's credentials callback (spec section 4): at most 10 password
 * checks per account from one address, every other attempt from that address a 429. (The owner from
 * another address still logs in: tests/integration/login-limits.test.ts, and across instances
 * tests/e2e-multi/cluster.spec.ts.) Runs after the other tests (playwright.config.ts): the burst also
 * uses up this machine's log-in allowance for a minute. The account is the seeded client's: a new one
 * would need one of the ten registrations an address gets an hour, which the suite's own (and a retry's)
 * may have used up by now; nothing after this test logs it in.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CLIENT } from "../support/accounts";
import { logInFromPage } from "../support/browser-logins";
import { hydrated } from "../support/hydration";

test("30 rapid wrong log-ins for one account from one address: at most 10 are checked, the rest refused with 429, and the form says so in Dutch", async ({ page }) => {
  const account = DEMO_CLIENT;
  await page.goto("/demo/client-login");
  const answers = await logInFromPage(page, "credentials", account.email, Array.from({ length: 30 }, (_, index) => `fout-wachtwoord-${index}`));
  const failures = answers.filter((answer) => answer.status === 401);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(failures.length).toBeGreaterThan(0);
  expect(failures.length).toBeLessThanOrEqual(10);
  expect(refused.length).toBe(30 - failures.length);
  for (const answer of failures) expect(answer.url).toContain("error=CredentialsSignin");
  expect(refused[0]!.retryAfter).toMatch(/^\d+$/);
  // From this address even the right password waits now.
  expect((await logInFromPage(page, "credentials", account.email, [account.password]))[0]!.status).toBe(429);

  const submit = page.getByRole("main").getByRole("button", { name: /^Inloggen/ });
  await hydrated(submit);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(account.password);
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Te veel inlogpogingen. Wacht even en probeer het dan opnieuw.");
});
