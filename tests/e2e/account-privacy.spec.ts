/** AVG/GDPR on the profile page: a client downloads their data and deletes their account. */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { clientSession, registerAccount } from "../support/accounts";

test("a client downloads their data as JSON and deletes the account with the password", async ({ page, request }) => {
  const account = await registerAccount(request, "privacy");
  await clientSession(page, account, "/demo/profile");
  const privacy = page.getByRole("region", { name: "Uw gegevens" });
  await expect(privacy).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), privacy.getByRole("link", { name: /Download mijn gegevens/ }).click()]);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string } };
  expect(data.account.email).toBe(account.email);

  await privacy.getByLabel("Huidig wachtwoord").fill("helemaal-fout-123");
  await privacy.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(privacy.getByText("dit is niet uw wachtwoord")).toBeVisible();

  await privacy.getByLabel("Huidig wachtwoord").fill(account.password);
  await privacy.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText("Uw account is verwijderd")).toBeVisible();
  const again = await request.post("/api/client-login", { data: { email: account.email, password: account.password } });
  expect(again.status()).toBe(401);
});
