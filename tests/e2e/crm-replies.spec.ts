/**
 * Replying from a lead in Chromium, with the server's mail going to a real local SMTP server: an agent
 * sets their phone on the profile, opens a new lead, picks a template (subject, text and preview filled
 * for this lead), sends it; a toast confirms, the history shows it, and the buyer's mailbox receives it
 * in the partner's name with `Reply-To` the agent and every placeholder filled. Axe clean throughout.
 */
import { expect, test } from "@playwright/test";
import type { AddressObject, ParsedMail } from "mailparser";
import { seriousViolations } from "../support/axe";
import { crmSession } from "../support/crm-login";
import { e2eMailbox } from "../support/e2e-mailbox";
import { hydrated } from "../support/hydration";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const smtp = e2eMailbox();

const suffix = Date.now().toString(36);
const buyer = { first: "Joost", last: `Koper-${suffix}`, email: `koper-${suffix}@example.test` };
const addressOf = (field: AddressObject | AddressObject[] | undefined) => (field && !Array.isArray(field) ? field.value[0] : undefined);

test("an agent replies to a lead with a template; the buyer receives it with Reply-To the agent", async ({ browser, request }) => {
  const search = await request.post("/api/properties", { data: { partner: "demo", per_page: 1 } });
  const project = (await search.json()).data[0] as { id: number; name: string };
  const sent = await request.post("/api/requests", {
    data: { kind: "question", project_id: project.id, first_name: buyer.first, last_name: buyer.last, email: buyer.email, message: "Is er nog een woning met zeezicht?", privacy: true, partner: "demo", elapsed_ms: 9_000 },
  });
  expect(sent.status()).toBe(201);
  const leadId = (await sent.json()).data.id as number;

  const page = await crmSession(browser, "agent@demo.test");
  await page.goto("/crm/profiel");
  const savePhone = page.getByRole("button", { name: "Telefoonnummer opslaan" });
  await hydrated(savePhone);
  await page.getByRole("textbox", { name: "Telefoonnummer" }).fill("+34 600 111 222");
  await savePhone.click();
  await expect(page.getByText("Uw telefoonnummer is opgeslagen", { exact: true })).toBeVisible();

  await page.goto(`/crm/leads/${leadId}`);
  const panel = page.getByRole("region", { name: "Beantwoorden" });
  const send = panel.getByRole("button", { name: "Versturen" });
  await hydrated(send);
  await panel.getByLabel("Sjabloon").selectOption({ label: "Eerste reactie" });
  await expect(panel.getByLabel("Onderwerp")).toHaveValue(`Uw aanvraag over ${project.name}`);
  await expect(panel.getByLabel("Tekst", { exact: true })).toHaveValue(/^Beste Joost,\n\nHartelijk dank voor uw interesse in /);
  const preview = panel.getByTestId("reply-preview");
  await expect(preview).toContainText(`Aan: ${buyer.email}`);
  await expect(preview).toContainText("Daan Visser");
  await expect(preview).toContainText("+34 600 111 222");
  // The agent adds a line of their own, with a placeholder the server fills too.
  await panel.getByLabel("Tekst", { exact: true }).press("ControlOrMeta+End");
  await page.keyboard.type("\n\nPS Tot ziens, {voornaam}!");
  await expect(preview).toContainText("PS Tot ziens, Joost!");
  expect(await seriousViolations(page)).toEqual([]);

  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Antwoord verstuurd aan ${buyer.email}`, { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "Geschiedenis" });
  await expect(history).toContainText(`Antwoord gestuurd: Uw aanvraag over ${project.name}`);
  await expect(history).toContainText("Status: Nieuw → Contact gehad");
  expect(await seriousViolations(page)).toEqual([]);

  const mail: ParsedMail = await smtp.messageWhere((message) => addressOf(message.to)?.address === buyer.email && (message.subject ?? "").startsWith("Uw aanvraag over"));
  expect(mail.subject).toBe(`Uw aanvraag over ${project.name}`);
  expect(addressOf(mail.replyTo)?.address).toBe("agent@demo.test");
  expect(addressOf(mail.from)?.name).toBe("Demo Makelaars");
  expect(mail.text).toContain("Beste Joost,");
  expect(mail.text).toMatch(/De woningen zijn te koop (vanaf € [\d.]+( \+ BTW)?|prijs op aanvraag)\./);
  expect(mail.text).toContain("/demo/client-register");
  expect(mail.text).toContain("Daan Visser\n+34 600 111 222");
  expect(mail.text).toContain("PS Tot ziens, Joost!");
  expect(mail.text).not.toMatch(/\{[a-z]+\}/);
  expect(mail.html).toContain("Beste Joost,");
  await page.context().close();
});
