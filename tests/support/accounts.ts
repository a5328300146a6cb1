import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./sign-in";

/** The seeded demo client (README). Tests that log out use accounts of their own: a logout ends every session of the account. */
export const DEMO_CLIENT = { email: "klant@costanieuwbouw.test", password: "Zonnig2026!", name: "Jan de Vries" } as const;

export interface TestAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

let made = 0;

/** A new account through `POST /api/client-register` (at most 10 per address an hour: use sparingly). */
export async function registerAccount(request: APIRequestContext, tag: string, partner = "demo"): Promise<TestAccount> {
  made += 1;
  const account = { email: `${tag}-${process.pid}-${made}-${Date.now().toString(36)}@example.test`, password: "Zeezicht-Terras-2026", first_name: "Tess", last_name: `Tester ${made}` };
  const response = await request.post("/api/client-register", { data: { ...account, repeat_password: account.password, terms: true, partner } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Logs in through the log-in form at `path` and waits for the page it leads to. */
export async function logIn(page: Page, path: string, account: { email: string; password: string }, landing: RegExp): Promise<void> {
  await page.goto(path);
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/** A client signed in without the form (for tests whose subject is not the log-in), then on `path`. */
export async function clientSession(page: Page, account: { email: string; password: string }, path: string): Promise<void> {
  await signIn(page.context(), "credentials", account.email, account.password);
  await page.goto(path);
}

/** The header's account menu button of a logged-in client. */
export const accountMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Account van / });
