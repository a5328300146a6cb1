/**
 * "Mijn site" in Chromium: a partner's owner changes its colours with the keyboard alone (a pair that
 * would be unreadable is corrected, and the site stays axe-clean), uploads a logo, and sees both on its
 * site at once and in the audit list, and an "over ons" photo that its uw-makelaar page shows. Agents and the admin have no such page. The partner and its owner
 * are this test's own (made through the admin's API), so the seeded partners other tests read stay as
 * they are.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations, WCAG_TAGS } from "../support/axe";
import { hydrated } from "../support/hydration";
import { crmSession } from "../support/crm-login";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899631056c8fa0f000284019d45d942980000000049454e44ae426082", "hex");
const PASSWORD = "Zonnige Kust 2026!";

/** Contrast failures of any impact, and anything else serious or critical. */
async function contrastProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.filter((violation) => violation.id === "color-contrast" || violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.describe.serial("an owner's own site", () => {
  test.describe.configure({ timeout: 120_000 });
  const suffix = Date.now().toString(36);
  const slug = `eigen-merk-${suffix}`;
  const name = `Eigen Merk ${suffix}`;
  const ownerEmail = `eigenaar-${suffix}@eigenmerk.test`;

  test.beforeAll(async ({ request }) => {
    const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
    const authorization = `Bearer ${(await login.json()).meta.token}`;
    const partner = await request.post("/api/crm/partners", { headers: { authorization }, data: { slug, name, primary: "#13206a", secondary: "#fffb00" } });
    expect(partner.status()).toBe(201);
    const owner = await request.post("/api/crm/staff", { headers: { authorization }, data: { email: ownerEmail, name: "Olga Eigenaar", role: "partner", partner_id: (await partner.json()).data.id, team_role: "owner", password: PASSWORD } });
    expect(owner.status()).toBe(201);
  });

  test("agents and the admin have no 'Mijn site'", async ({ browser }) => {
    for (const [email, password] of [["agent@demo.test", "Partner2026!"], ["admin@costanieuwbouw.test", "Beheer2026!"]] as const) {
      const page = await crmSession(browser, email, password);
      await expect(page.getByRole("navigation", { name: "CRM-menu" }).getByRole("link")).not.toHaveCount(0);
      await expect(page.getByRole("link", { name: "Mijn site" })).toHaveCount(0);
      expect((await page.goto("/crm/mijn-site"))?.status()).toBe(404);
      await page.context().close();
    }
  });

  test("the owner sets colours with the keyboard: an unreadable pair is corrected, the site shows them at once and stays readable", async ({ browser }) => {
    const page = await crmSession(browser, ownerEmail, PASSWORD);
    await page.getByRole("link", { name: "Mijn site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn site" })).toBeVisible();
    const save = page.getByRole("button", { name: "Opslaan" });
    await hydrated(save);
    expect(await seriousViolations(page)).toEqual([]);

    // From the name field on, by Tab alone: the primary colour's picker, then its code.
    await page.getByLabel("Naam", { exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Hoofdkleur", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const primaryCode = page.getByRole("textbox", { name: "Hoofdkleur: code (#rrggbb)" });
    await expect(primaryCode).toBeFocused();
    expect(await primaryCode.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("#ffee00");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Accentkleur: code (#rrggbb)" })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("#1d3557");
    // The preview says where the site picks another text colour, and which.
    await expect(page.getByTestId("contrast-report")).toContainText(/Tekst op de hoofdkleur \(kopbalk, knoppen\): [\d,]+:1 is te laag \(minimaal 4,5:1\)\. De site gebruikt daar #000000/);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Uw site is bijgewerkt.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("audit-list")).toContainText("Hoofdkleur: #13206a → #ffee00");

    for (const path of ["", "/uw-makelaar"]) {
      expect((await page.goto(`/${slug}${path}`))?.status()).toBe(200);
      const primary = await page.locator(`[data-site="${slug}"]`).first().evaluate((element) => getComputedStyle(element).getPropertyValue("--color-primary").trim());
      expect(primary, path).toBe("#ffee00");
      expect(await contrastProblems(page), path).toEqual([]);
    }
    await page.context().close();
  });

  test("the owner uploads a logo: on its site at once, and in the audit list", async ({ browser }) => {
    const page = await crmSession(browser, ownerEmail, PASSWORD);
    await page.goto("/crm/mijn-site");
    const upload = page.getByRole("button", { name: "Logo uploaden" });
    await hydrated(upload);
    await page.getByLabel("Logobestand").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await upload.click();
    await expect(page.getByRole("img", { name: `Huidig logo van ${name}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("audit-list")).toContainText("Logo");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/${slug}`);
    await expect(page.locator("header img[src*='/logo']").first()).toHaveAttribute("src", /^\/media\/partners\/\d+\/logo\?v=\w+$/);
    await page.context().close();
  });

  test("the owner uploads an over-ons photo: on its uw-makelaar page with its alt text, axe-clean, and removable", async ({ browser }) => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a6f97" } }).jpeg().toBuffer();
    const page = await crmSession(browser, ownerEmail, PASSWORD);
    await page.goto("/crm/mijn-site");
    const upload = page.getByRole("button", { name: "Foto uploaden" });
    await hydrated(upload);
    await page.getByLabel("Fotobestand").setInputFiles({ name: "kantoor.jpg", mimeType: "image/jpeg", buffer: photo });
    await upload.click();
    await expect(page.getByRole("img", { name: `Huidige foto bij ‘over ons’ van ${name}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("audit-list")).toContainText("Foto bij over ons");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/${slug}/uw-makelaar`);
    const shown = page.getByRole("img", { name: `Foto van ${name}` });
    await expect(shown).toHaveAttribute("src", /^\/media\/partners\/\d+\/about-photo\?v=\w+&w=960$/);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await contrastProblems(page)).toEqual([]);

    await page.goto("/crm/mijn-site");
    const remove = page.getByRole("button", { name: "Foto verwijderen" });
    await hydrated(remove);
    await remove.click();
    await expect(page.getByText("Nog geen foto: de pagina uw-makelaar toont de tekst alleen.")).toBeVisible({ timeout: 15_000 });
    await page.goto(`/${slug}/uw-makelaar`);
    await expect(page.getByRole("img", { name: `Foto van ${name}` })).toHaveCount(0);
    await page.context().close();
  });
});
