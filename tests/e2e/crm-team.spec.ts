/**
 * The team page in Chromium, by keyboard, with the server's mail going to a real local SMTP server:
 * an owner invites an agent; the invitation arrives, its link opens the accept page, the agent chooses
 * a password, logs in to the CRM (without the team section, with their profile), and the owner sees
 * them active. Visible focus; axe clean on every page.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { seriousViolations } from "../support/axe";
import { e2eMailbox } from "../support/e2e-mailbox";
import { hydrated } from "../support/hydration";
import { crmLogIn, crmSession } from "../support/crm-login";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const smtp = e2eMailbox();

const suffix = Date.now().toString(36);
const invitee = { name: `Iris Team ${suffix}`, email: `iris-${suffix}@demo.test`, password: "Zonnige-Costa-2026" };

const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

async function expectVisibleFocus(element: Locator): Promise<void> {
  await expect(element).toBeFocused();
  expect(await element.evaluate((node) => node.matches(":focus-visible") && getComputedStyle(node).outlineStyle !== "none")).toBe(true);
}

/** Tabs from the current focus until `target` has it (at most `limit` steps). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("an owner invites an agent by keyboard; the agent accepts from the mail, sets a password and logs in", async ({ browser }) => {
  const owner = await crmSession(browser, "crm@demo.test", "Partner2026!");
  const nav = owner.getByRole("navigation", { name: "CRM-menu" });
  await nav.getByRole("link", { name: "Team" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);

  const invite = owner.getByRole("button", { name: "Collega uitnodigen" });
  await hydrated(invite);
  const name = owner.getByLabel("Naam", { exact: true });
  await name.focus();
  await owner.keyboard.type(invitee.name);
  await owner.keyboard.press("Tab");
  await expect(owner.getByLabel("E-mailadres", { exact: true })).toBeFocused();
  await owner.keyboard.type(invitee.email);
  await owner.keyboard.press("Tab");
  await expect(owner.getByLabel("Rol", { exact: true })).toHaveValue("agent");
  await tabTo(owner, invite);
  await expectVisibleFocus(invite);
  await owner.keyboard.press("Enter");
  const row = owner.getByRole("row").filter({ hasText: invitee.email });
  await expect(row).toContainText("Uitgenodigd");
  await expect(row).toContainText("Medewerker");
  expect(await seriousViolations(owner)).toEqual([]);

  const mail = await smtp.messageWhere((message) => recipient(message) === invitee.email);
  expect(mail.subject).toContain("Uitnodiging voor het team van");
  const link = /http:\/\/localhost:\d+\/crm\/uitnodiging\/[\w-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link, "the invitation link on the main host").toBeDefined();

  const agent = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await agent.goto(new URL(link!).pathname);
  await expect(agent.getByRole("heading", { level: 1, name: "Uitnodiging aannemen" })).toBeVisible();
  const accept = agent.getByRole("button", { name: "Wachtwoord instellen" });
  await hydrated(accept);
  expect(await seriousViolations(agent)).toEqual([]);
  await agent.getByLabel("Nieuw wachtwoord").focus();
  await agent.keyboard.type(invitee.password);
  await agent.keyboard.press("Tab");
  await expect(agent.getByLabel("Herhaal het wachtwoord")).toBeFocused();
  await agent.keyboard.type(invitee.password);
  await agent.keyboard.press("Enter");
  await expect(agent.getByRole("status").filter({ hasText: "Uw wachtwoord is ingesteld" })).toBeVisible();
  expect(await seriousViolations(agent)).toEqual([]);
  // The link works once.
  await agent.goto(new URL(link!).pathname);
  const again = agent.getByRole("button", { name: "Wachtwoord instellen" });
  await hydrated(again);
  await agent.getByLabel("Nieuw wachtwoord").fill(invitee.password);
  await agent.getByLabel("Herhaal het wachtwoord").fill(invitee.password);
  await again.click();
  await expect(agent.getByRole("main").getByRole("alert").filter({ hasText: "verlopen, al gebruikt of ingetrokken" })).toBeVisible();
  await agent.context().close();

  const newcomer = await crmLogIn(browser, invitee.email, invitee.password);
  const newcomerNav = newcomer.getByRole("navigation", { name: "CRM-menu" });
  await expect(newcomerNav.getByRole("link", { name: "Profiel" })).toBeVisible();
  await expect(newcomerNav.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(newcomer.getByRole("banner")).toContainText(invitee.name);
  await newcomer.goto("/crm/team");
  await expect(newcomer.getByRole("heading", { level: 1, name: "Team" })).toHaveCount(0);
  await newcomer.context().close();

  await owner.reload();
  await expect(owner.getByRole("row").filter({ hasText: invitee.email })).toContainText("Actief");
  await owner.context().close();
});

test("every CRM user's profile: the name changes, a wrong current password is refused at its field", async ({ browser }) => {
  const page = await crmSession(browser, invitee.email, invitee.password);
  await page.getByRole("navigation", { name: "CRM-menu" }).getByRole("link", { name: "Profiel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profiel" })).toBeVisible();
  const saveName = page.getByRole("button", { name: "Naam opslaan" });
  await hydrated(saveName);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Naam", { exact: true }).fill(`${invitee.name} Jr`);
  await saveName.click();
  await expect(page.getByRole("banner")).toContainText(`${invitee.name} Jr`);

  await page.getByLabel("Huidig wachtwoord").fill("Niet-Mijn-Wachtwoord-1");
  await page.getByLabel("Nieuw wachtwoord").fill("Andere-Zon-Costa-2027");
  await page.getByLabel("Herhaal het wachtwoord").fill("Andere-Zon-Costa-2027");
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByLabel("Huidig wachtwoord")).toHaveAccessibleDescription(/Dit is niet uw huidige wachtwoord/);
  await expect(page.getByLabel("Huidig wachtwoord")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("a forgotten password: the same answer for an unknown address; the mailed link sets a new one", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/crm/login");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeVisible();
  const send = page.getByRole("button", { name: "Link versturen" });
  await hydrated(send);
  expect(await seriousViolations(page)).toEqual([]);
  const done = "Als dit e-mailadres bij een CRM-account hoort, is er een link verstuurd.";
  await page.getByLabel("E-mailadres").fill(`niemand-${suffix}@demo.test`);
  await page.getByLabel("E-mailadres").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();

  await page.reload();
  await hydrated(page.getByRole("button", { name: "Link versturen" }));
  await page.getByLabel("E-mailadres").fill(invitee.email);
  await page.getByLabel("E-mailadres").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();
  const mail = await smtp.messageWhere((message) => recipient(message) === invitee.email && message.subject === "Nieuw wachtwoord voor het CRM");
  const link = /http:\/\/localhost:\d+\/crm\/nieuw-wachtwoord\/[\w-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname);
  const save = page.getByRole("button", { name: "Wachtwoord opslaan" });
  await hydrated(save);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Nieuw wachtwoord").fill("Nieuwe-Zon-Costa-2028");
  await page.getByLabel("Herhaal het wachtwoord").fill("Nieuwe-Zon-Costa-2028");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Uw wachtwoord is gewijzigd" })).toBeVisible();
  await page.context().close();
  await (await crmLogIn(browser, invitee.email, "Nieuwe-Zon-Costa-2028")).context().close();
});
