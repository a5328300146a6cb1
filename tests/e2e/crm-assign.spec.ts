/**
 * A lead's first morning, in Chromium with a real local SMTP server: an owner's partner assigns new
 * leads round robin; a lead comes in, is assigned to the (only) agent, whose mailbox gets the Dutch
 * assignment mail with the link; the agent logs in, lands on "Vandaag", sees the lead, opens it and adds
 * a follow-up task by keyboard, confirmed with a toast, and hands the lead to the owner (back to
 * "Vandaag", where it is gone). Axe clean on the pages visited.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { seriousViolations } from "../support/axe";
import { e2eMailbox } from "../support/e2e-mailbox";
import { hydrated } from "../support/hydration";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const smtp = e2eMailbox();

const suffix = Date.now().toString(36);
const slug = `toewijzing-${suffix}`;
const PASSWORD = "Zonnige Kust 2026!";
const owner = { email: `eigenaar-${suffix}@toewijzing.test`, name: "Olga Eigenaar" };
const agent = { email: `agent-${suffix}@toewijzing.test`, name: "Arie Agent" };

const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

/** Tabs from the current focus until `target` has it (at most `limit` steps). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a lead comes in, is assigned round robin and mailed; the agent starts at Vandaag and adds a task by keyboard", async ({ browser, request }) => {
  const admin = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  const adminAuth = { authorization: `Bearer ${(await admin.json()).meta.token}` };
  const partner = await request.post("/api/crm/partners", { headers: adminAuth, data: { slug, name: `Toewijzing ${suffix}`, primary: "#13206a", secondary: "#fffb00" } });
  expect(partner.status()).toBe(201);
  const partnerId = (await partner.json()).data.id;
  for (const [person, role] of [[owner, "owner"], [agent, "agent"]] as const) {
    const created = await request.post("/api/crm/staff", { headers: adminAuth, data: { email: person.email, name: person.name, role: "partner", partner_id: partnerId, team_role: role, password: PASSWORD } });
    expect(created.status()).toBe(201);
  }
  const ownerLogin = await request.post("/api/crm/login", { data: { email: owner.email, password: PASSWORD } });
  const settings = await request.patch("/api/crm/assign-settings", { headers: { authorization: `Bearer ${(await ownerLogin.json()).meta.token}` }, data: { assign_mode: "round_robin", time_zone: "Europe/Amsterdam" } });
  expect(settings.status()).toBe(200);

  // The lead comes in on the partner's site and is assigned at once.
  const lead = await request.post("/api/requests", { data: { kind: "contact", partner: slug, first_name: "Bram", last_name: `Koper ${suffix}`, email: `bram-${suffix}@example.nl`, message: "Graag meer informatie.", privacy: true, elapsed_ms: 6_000 } });
  expect(lead.status()).toBe(201);
  const leadId = (await lead.json()).data.id as number;
  const mail = await smtp.messageWhere((message) => recipient(message) === agent.email);
  expect(mail.subject).toBe(`Aanvraag voor jou: Bram Koper ${suffix}`);
  expect(mail.text).toContain("automatisch aan je toegewezen");
  expect(mail.text).toMatch(new RegExp(`http://[^\\s]+/crm/leads/${leadId}`));

  // The agent logs in and lands on "Vandaag", with the new lead.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/crm/login");
  const submit = page.getByRole("button", { name: "Inloggen" });
  await hydrated(submit);
  await page.getByLabel("E-mailadres").fill(agent.email);
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByLabel("Wachtwoord").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe("/crm/vandaag");
  const leadLink = page.getByRole("region", { name: /Nieuwe aanvragen zonder antwoord/ }).getByRole("link", { name: `Bram Koper ${suffix}` });
  await expect(leadLink).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: to the lead, then a task.
  await leadLink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Bram Koper ${suffix}` })).toBeVisible();
  const add = page.getByRole("button", { name: "Taak toevoegen" });
  await hydrated(add);
  expect(await seriousViolations(page)).toEqual([]);
  const kind = page.getByLabel("Soort taak");
  await kind.focus();
  await page.keyboard.press("ArrowDown"); // Terugbellen → Prijslijst sturen
  await expect(kind).toHaveValue("send_price_list");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Wanneer")).toBeFocused();
  await tabTo(page, page.getByLabel("Notitie", { exact: true }).last());
  await page.keyboard.type("Prijslijst fase 2 meesturen");
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  // The toast (the "Meldingen" region), as the lead's "Opgeslagen" in crm.spec.ts.
  await expect(page.getByText("Taak toegevoegd", { exact: true })).toBeVisible();
  const tasks = page.getByRole("region", { name: "Opvolging" });
  await expect(tasks.getByRole("listitem").filter({ hasText: "Prijslijst sturen" })).toContainText(agent.name);
  await expect(tasks).toContainText("Prijslijst fase 2 meesturen");

  // Handing the lead to a colleague takes it out of the agent's sight: to Vandaag with the toast, not a 404.
  const assign = page.getByRole("region", { name: "Toegewezen aan" });
  await assign.getByLabel("Medewerker").selectOption({ label: owner.name });
  await assign.getByRole("button", { name: "Toewijzen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vandaag" })).toBeVisible();
  await expect(page.getByText(`Toegewezen aan ${owner.name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: /Nieuwe aanvragen zonder antwoord/ }).getByRole("link", { name: `Bram Koper ${suffix}`, exact: true })).toHaveCount(0);
  await page.context().close();
});
