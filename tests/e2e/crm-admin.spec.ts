/**
 * The CRM's admin pages in Chromium: a new partner with a live colour preview and its logo (shown on
 * its site, served as the image it is), a CRM user for it who logs in and, deactivated, is out.
 */
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { crmLogIn, crmSession } from "../support/crm-login";

// A 1×1 PNG.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899631056c8fa0f000284019d45d942980000000049454e44ae426082", "hex");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

test.describe.serial("the CRM's admin pages", () => {
  // Several log-ins and an axe run per page: longer than one page's budget on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });
  const suffix = Date.now().toString(36);
  const slug = `costa-zon-${suffix}`;
  const name = `Costa Zon ${suffix}`;
  const userEmail = `verkoop-${suffix}@costazon.test`;
  let partnerPath = "";

  test("a wrong password is refused in Dutch, with the button's error state", async ({ browser }) => {
    const page = await crmLogIn(browser, "crm@demo.test", "niet-het-wachtwoord", { expectLoggedIn: false });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Controleer uw inloggegevens");
    await expect(page.getByRole("button", { name: /Inloggen/ })).toHaveAttribute("data-state", "error");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test("the admin adds a partner: the preview warns about hard-to-read colours; then a logo", async ({ browser, request }) => {
    const page = await crmSession(browser, "admin@costanieuwbouw.test", "Beheer2026!");
    await page.goto("/crm/partners/new");
    const create = page.getByRole("button", { name: "Partner toevoegen" });
    await hydrated(create);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Naam", { exact: true }).fill(name);
    await page.getByLabel("Hoofdkleur", { exact: true }).fill("#ffdd00");
    // Every pair's contrast; a failing one says which colour the site uses instead.
    const report = page.getByTestId("contrast-report");
    await expect(report).toContainText(/Tekst op de hoofdkleur \(kopbalk, knoppen\): [\d,]+:1 is te laag \(minimaal 4,5:1\)\. De site gebruikt daar #000000/);
    await page.getByLabel("Hoofdkleur", { exact: true }).fill("#0a3d62");
    await expect(report.getByRole("listitem")).toHaveCount(5);
    await expect(report).not.toContainText("te laag");
    await expect(report).toContainText(/Tekst op de hoofdkleur \(kopbalk, knoppen\): [\d,]+:1, goed leesbaar\./);
    await page.getByLabel("E-mailadres (optioneel)").fill("geen-adres");
    expect(await seriousViolations(page)).toEqual([]);
    await create.click();
    // The server's rules (the CLI's) land at their field.
    await expect(page.getByLabel("E-mailadres (optioneel)")).toHaveAccessibleDescription(/Geen geldig e-mailadres/);
    await page.getByLabel("E-mailadres (optioneel)").fill("info@costazon.test");
    await create.click();
    await expect(page).toHaveURL(/\/crm\/partners\/\d+$/, { timeout: 15_000 });
    partnerPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} bewerken`);

    const upload = page.getByRole("button", { name: "Logo uploaden" });
    await hydrated(upload);
    await page.getByLabel("Logobestand").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
    await upload.click();
    await expect(page.getByLabel("Logobestand")).toHaveAccessibleDescription(/Alleen PNG, JPEG of WebP\./);
    await page.getByLabel("Logobestand").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await upload.click();
    const logo = page.getByRole("img", { name: `Huidig logo van ${name}` });
    await expect(logo).toBeVisible();
    const served = await request.get((await logo.getAttribute("src"))!);
    // Never the bytes uploaded: decoded and encoded again as WebP.
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await served.body()).toString("latin1", 8, 12)).toBe("WEBP");
    expect(await seriousViolations(page)).toEqual([]);

    // The partner's site carries its colours and logo at once.
    await page.goto(`/${slug}`);
    await expect(page.locator("header").first()).toHaveCSS("background-color", "rgb(10, 61, 98)");
    await expect(page.locator(`header img[src^="/media/partners/"]`).first()).toBeVisible();
    await page.context().close();
  });

  test("the admin adds a CRM user for it, who logs in to the partner's own inbox; deactivated, they are out", async ({ browser }) => {
    const admin = await crmSession(browser, "admin@costanieuwbouw.test", "Beheer2026!");
    await admin.goto("/crm/users");
    const add = admin.getByRole("button", { name: "Gebruiker toevoegen" });
    await hydrated(add);
    await admin.getByLabel("Naam", { exact: true }).fill("Verkoop Costa Zon");
    await admin.getByLabel("E-mailadres").fill(userEmail);
    await admin.getByLabel("Partner", { exact: true }).selectOption({ label: name });
    await admin.getByLabel("Wachtwoord", { exact: true }).fill("password123");
    await add.click();
    await expect(admin.getByLabel("Wachtwoord", { exact: true })).toHaveAccessibleDescription(/te bekend/);
    await admin.getByLabel("Wachtwoord", { exact: true }).fill("Zonneschijn aan zee 7");
    await add.click();
    const row = admin.getByRole("row").filter({ hasText: userEmail });
    await expect(row).toContainText(`Partner: ${name}`);
    expect(await seriousViolations(admin)).toEqual([]);

    const user = await crmLogIn(browser, userEmail, "Zonneschijn aan zee 7");
    await expect(user.getByText(`Verkoop Costa Zon · ${name}`)).toBeVisible({ timeout: 15_000 });
    await expect(user.getByText("Geen aanvragen", { exact: true })).toBeVisible();

    const deactivate = row.getByRole("button", { name: "Verkoop Costa Zon deactiveren" });
    await hydrated(deactivate);
    await deactivate.click();
    await expect(row).toContainText("Gedeactiveerd");
    await user.reload();
    await expect(user).toHaveURL(/\/crm\/login$/);
    await admin.goto(partnerPath);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`${name} bewerken`);
    await admin.context().close();
    await user.context().close();
  });
});
