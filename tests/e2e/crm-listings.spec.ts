/**
 * A partner's own listing in Chromium: the owner fills the new-project form with the keyboard alone,
 * picks the place on the map by keyboard, adds a unit, two photos (reordered with the keyboard) and a price list as PDF, and the project shows on the partner's site but not on the main site until the admin
 * approves it. Axe finds nothing serious on the CRM pages.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { clientSession, DEMO_CLIENT } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { crmSession } from "../support/crm-login";

const photo = async (red: number) => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 90, b: 140 } } }).jpeg().toBuffer();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (a date input has several stops inside it). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 12; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), "reached by Tab").toBe(true);
}

test.describe.serial("a partner's own listing", () => {
  test.describe.configure({ timeout: 150_000 });
  const name = `Residencial Teclado ${Date.now().toString(36)}`;
  let crmPath = "";
  let sitePath = "";

  test("the owner creates a project with the keyboard alone; it shows on the partner's site only", async ({ browser, request }) => {
    const page = await crmSession(browser, "crm@demo.test", "Partner2026!");
    await page.goto("/crm/projects");
    await page.getByRole("link", { name: "Nieuw project" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Nieuw project", level: 1 })).toBeVisible();
    const create = page.getByRole("button", { name: "Project aanmaken" });
    await hydrated(create);
    expect(await seriousViolations(page)).toEqual([]);

    // Submitted empty first: the server's Dutch messages land at the fields.
    await create.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Kies een woningtype")).toBeVisible();
    await expect(page.getByText("Kies een plaats uit de lijst")).toBeVisible();

    const nameField = page.getByLabel("Naam", { exact: true });
    await nameField.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(name);
    await tabTo(page, page.getByLabel("Ontwikkelaar"));
    await page.keyboard.type("Bouwbedrijf Toetsenbord");
    await tabTo(page, page.getByLabel("Omschrijving (Nederlands)"));
    await page.keyboard.type("Appartementen met zeezicht, met het toetsenbord ingevoerd.");
    const type = page.getByLabel("Woningtype");
    await tabTo(page, type);
    await page.keyboard.press("ArrowDown");
    await expect(type).not.toHaveValue("");
    const town = page.getByLabel(/^Plaats/);
    await tabTo(page, town);
    await page.keyboard.press("ArrowDown");
    await expect(town).not.toHaveValue("");
    // The town's centre fills the empty coordinates.
    await expect(page.getByLabel(/^Breedtegraad/)).not.toHaveValue("");
    await expect(page.getByLabel("Lengtegraad")).not.toHaveValue("");
    // The map by keyboard: the arrows move it under its cross, "Hier plaatsen" takes the cross's place.
    const townLongitude = await page.getByLabel("Lengtegraad").inputValue();
    const map = page.getByRole("region", { name: "Kaart om de ligging te kiezen" });
    await expect(map).toBeVisible();
    await tabTo(page, map);
    for (let presses = 0; presses < 3; presses++) await page.keyboard.press("ArrowRight");
    await tabTo(page, page.getByRole("button", { name: "Hier plaatsen" }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Lengtegraad")).not.toHaveValue(townLongitude);
    await tabTo(page, page.getByLabel(/^Kenmerken/));
    await page.keyboard.type("Zwembad");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Zeezicht");
    await tabTo(page, create);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: `${name} bewerken` })).toBeVisible({ timeout: 15_000 });
    crmPath = new URL(page.url()).pathname;
    await expect(page.getByText("het staat alleen op de eigen site tot een beheerder het goedkeurt")).toBeVisible();

    const addUnit = page.getByRole("button", { name: "Woning toevoegen" });
    await hydrated(addUnit);
    await page.getByLabel("Referentie").last().fill("T-1");
    await page.getByLabel("Woningtype").last().selectOption({ index: 1 });
    await page.getByLabel("Slaapkamers").fill("2");
    await page.getByLabel("Badkamers").fill("2");
    await page.getByLabel("Woonoppervlakte (m²)").fill("90");
    await page.getByLabel("Prijs in euro's").last().fill("245000");
    await addUnit.click();
    await expect(page.getByRole("form", { name: "T-1" })).toBeVisible();

    await page.getByLabel("Foto's kiezen").setInputFiles([
      { name: "eerste.jpg", mimeType: "image/jpeg", buffer: await photo(220) },
      { name: "tweede.jpg", mimeType: "image/jpeg", buffer: await photo(30) },
    ]);
    await page.getByRole("button", { name: "Uploaden" }).click();
    const photos = page.getByRole("img", { name: /^Foto \d$/ });
    await expect(photos).toHaveCount(2, { timeout: 20_000 });
    const secondSource = await photos.nth(1).getAttribute("src");
    // Reordered with the keyboard: the second photo becomes the first.
    await page.getByRole("button", { name: "Foto 2 naar voren" }).focus();
    await page.keyboard.press("Enter");
    await expect(photos.first()).toHaveAttribute("src", secondSource!);

    // A price list as PDF: confidential by its kind.
    const filesPanel = page.getByRole("region", { name: "Bestanden" });
    await filesPanel.getByLabel("PDF-bestand").setInputFiles({ name: "prijslijst.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n") });
    await filesPanel.getByLabel("Titel", { exact: true }).fill("Prijslijst fase 1");
    await filesPanel.getByRole("button", { name: "PDF toevoegen" }).click();
    await expect(filesPanel.getByRole("button", { name: "Verwijderen: Prijslijst fase 1" })).toBeVisible({ timeout: 15_000 });
    await expect(filesPanel.getByLabel("Vertrouwelijk (alleen voor ingelogde klanten)").first()).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    const view = page.getByRole("link", { name: "Bekijk op de site" });
    sitePath = (await view.getAttribute("href"))!;
    expect(sitePath).toMatch(/^\/demo\/for-sale\/\d+-/);
    await page.context().close();

    const own = await request.get(sitePath);
    expect(own.status()).toBe(200);
    const ownPage = await own.text();
    expect(ownPage).toContain(name);
    // The photos as the site serves feed photos, the reordered one first.
    expect(ownPage).toContain(secondSource!.replace(/-600\.webp$/, ""));
    const served = await request.get(secondSource!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const main = await request.get(sitePath.replace(/^\/demo/, ""));
    expect(main.status()).toBe(404);
    const other = await request.get(sitePath.replace(/^\/demo/, "/zuidkust"));
    expect(other.status()).toBe(404);

    // A client on the partner's site downloads the confidential price list before the approval.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await clientSession(client, DEMO_CLIENT, sitePath);
    const downloadLink = client.getByTestId("files").getByRole("link", { name: /^Download Prijslijst fase 1/ });
    const [download] = await Promise.all([client.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe("prijslijst.pdf");
    await clientContext.close();
  });

  test("the admin approves it: then the main site shows it too", async ({ browser, request }) => {
    const page = await crmSession(browser, "admin@costanieuwbouw.test", "Beheer2026!");
    await page.goto("/crm/projects?approval=pending");
    await expect(page.getByRole("link", { name: `${name} bewerken` })).toBeVisible();
    await page.goto(crmPath);
    const approve = page.getByRole("button", { name: "Goedkeuren" });
    await hydrated(approve);
    await approve.click();
    await expect(page.getByRole("button", { name: "Goedkeuring intrekken" })).toBeVisible();
    await page.context().close();

    const main = await request.get(sitePath.replace(/^\/demo/, ""));
    expect(main.status()).toBe(200);
    expect(await main.text()).toContain(name);
  });
});
