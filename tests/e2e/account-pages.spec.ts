/** The account pages' accessibility and keyboard paths, the password pages, and the same log-in on a partner's own domain. */
import { expect, test } from "@playwright/test";
import { CONSENT_COOKIE } from "../../lib/consent/settings";
import { accountMenu, clientSession, DEMO_CLIENT, logIn, registerAccount } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

const port = Number(process.env.E2E_PORT ?? 3100);
const partnerOrigin = `http://partner-a.test:${port}`;
/** Well-formed (43 base64url characters), but never issued. */
const UNKNOWN_TOKEN = "A".repeat(43);

test.describe("account pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("pass axe as a guest, also with errors shown", async ({ page }) => {
    const pages = ["/login", "/demo/client-login", "/old/client-register", "/demo/client-forgot-password", `/demo/client-reset-password/${UNKNOWN_TOKEN}`, "/demo/client-reset-password/kapot", "/old/favorites"];
    for (const path of pages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto("/demo/client-register");
    const submit = page.getByRole("button", { name: "Account aanmaken" });
    await hydrated(submit);
    await submit.click();
    await expect(page.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("pass axe for a logged-in client: profile, favorites, the open account menu and the project's documents", async ({ page }) => {
    await clientSession(page, DEMO_CLIENT, "/demo/profile");
    await expect(page.getByLabel("Voornaam")).toHaveValue("Jan");
    expect(await seriousViolations(page)).toEqual([]);
    await accountMenu(page).click();
    await expect(page.getByRole("link", { name: "Mijn profiel" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/demo/favorites");
    await expect(page.getByTestId("favorites")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/demo/for-sale/7");
    await expect(page.getByTestId("confidential-info")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("log in, use the account menu and log out by keyboard, with visible focus", async ({ page, request }) => {
    const account = await registerAccount(request, "toetsenbord");
    await page.goto("/demo/client-login");
    const email = page.getByLabel("E-mailadres");
    await hydrated(email);
    await email.focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Wachtwoord", { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/demo$/);

    // From the last link of the main navigation: the CRM link, then the account menu (once the
    // header knows the session: before that its place holds the log-in link).
    const menu = accountMenu(page);
    await expect(menu).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    expect(await menu.evaluate((element) => element.matches(":focus-visible") && getComputedStyle(element).outlineStyle !== "none")).toBe(true);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Favorieten" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    await page.keyboard.press("Enter");
    for (let step = 0; step < 3; step++) await page.keyboard.press("Tab");
    const logout = page.getByRole("button", { name: "Uitloggen" });
    await expect(logout).toBeFocused();
    expect(await logout.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByText("U bent uitgelogd")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();
  });

  test("forgot password thanks the same whether the e-mail has an account or not; a refused reset link asks for a new one", async ({ page }) => {
    for (const email of [DEMO_CLIENT.email, "niemand@example.test"]) {
      await page.goto("/demo/client-forgot-password");
      const submit = page.getByRole("button", { name: "Stuur de link" });
      await hydrated(submit);
      await page.getByLabel("E-mailadres").fill(email);
      await submit.click();
      await expect(page.getByTestId("form-done")).toHaveText("Bedankt, we sturen je een link om je wachtwoord opnieuw in te stellen");
    }

    await page.goto(`/demo/client-reset-password/${UNKNOWN_TOKEN}`);
    const save = page.getByRole("button", { name: "Wachtwoord opslaan" });
    await hydrated(save);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("Nieuw-Zeezicht-2030");
    await page.getByLabel("Herhaal wachtwoord").fill("Nieuw-Zeezicht-2030");
    await save.click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Deze link is ongeldig of verlopen");
    await expect(page.getByRole("main").getByRole("link", { name: "Wachtwoord vergeten" }).first()).toHaveAttribute("href", "/demo/client-forgot-password");
  });

  test("on a partner's own domain: register, log in with the cookie on that host, and every redirect stays there", async ({ page }) => {
    await page.goto(`${partnerOrigin}/profile`);
    await expect(page).toHaveURL(`${partnerOrigin}/client-login?callbackUrl=%2Fprofile`);

    const email = `partner-${Date.now().toString(36)}@example.test`;
    await page.goto(`${partnerOrigin}/client-register`);
    const submit = page.getByRole("button", { name: "Account aanmaken" });
    await hydrated(submit);
    await page.getByLabel("Voornaam").fill("Pim");
    await page.getByLabel("Achternaam").fill("Partner");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("Zeezicht-Terras-2026");
    await page.getByLabel("Herhaal wachtwoord").fill("Zeezicht-Terras-2026");
    await page.getByLabel(/Ik ga akkoord/).check();
    await submit.click();
    await expect(page.getByTestId("form-done")).toBeVisible();

    await logIn(page, `${partnerOrigin}/client-login?callbackUrl=%2Fprofile`, { email, password: "Zeezicht-Terras-2026" }, new RegExp(`^${partnerOrigin}/profile$`));
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "next-auth.session-token")).toMatchObject({ domain: "partner-a.test", httpOnly: true });
    // Nothing but the stored cookie choice the tests start with.
    expect((await page.context().cookies(`http://localhost:${port}`)).filter((cookie) => cookie.name !== CONSENT_COOKIE)).toEqual([]);
    await expect(accountMenu(page)).toHaveAccessibleName("Account van Pim Partner");
    await expect(page.getByRole("link", { name: "Favorieten", includeHidden: true }).first()).toHaveAttribute("href", "/favorites");

    await page.goto(`${partnerOrigin}/client-login`);
    await expect(page).toHaveURL(`${partnerOrigin}/`);
    await accountMenu(page).click();
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(`${partnerOrigin}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/client-login");
  });

  test("the mobile menu offers a logged-in client favorites, profile and logout", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await clientSession(page, DEMO_CLIENT, "/demo");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText("Jan de Vries")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mijn profiel" })).toHaveAttribute("href", "/demo/profile");
    await expect(menu.getByRole("button", { name: "Uitloggen" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Inloggen" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "Favorieten" }).click();
    await expect(page).toHaveURL(/\/demo\/favorites$/);
  });
});
