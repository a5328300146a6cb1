/**
 * A viewing in Chromium, by keyboard, with the server's mail going to a real local SMTP server: a
 * viewing request comes in for demo; the owner opens the lead (the buyer's wish prefills the plan),
 * plans the viewing with the agent; the buyer and the agent each receive a mail whose .ics is valid
 * (parsed here: METHOD:REQUEST, TZID Europe/Madrid with its VTIMEZONE, the chosen Spanish time); the
 * viewing is marked done on the Bezichtigingen page. Axe clean on both pages.
 */
import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { seriousViolations } from "../support/axe";
import { crmSession } from "../support/crm-login";
import { e2eMailbox } from "../support/e2e-mailbox";
import { hydrated } from "../support/hydration";
import { parseIcs } from "../support/ical";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const smtp = e2eMailbox();

const suffix = Date.now().toString(36);
const buyer = { first: "Joost", last: `Bezoek-${suffix}`, email: `bezoek-${suffix}@example.test` };
const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

/** The .ics of a mail: nodemailer's calendar part (or the attached file). */
function icsOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `a text/calendar part in "${mail.subject}"`).toBeDefined();
  return part!.content.toString("utf8");
}

test("a viewing is planned from a lead by keyboard; buyer and agent get a valid .ics; it is marked done", async ({ browser, request }) => {
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post("/api/requests", {
    headers: { "Idempotency-Key": `viewing-e2e-${suffix}` },
    data: { kind: "viewing", project_id: 7, first_name: buyer.first, last_name: buyer.last, email: buyer.email, preferred_date: day, part_of_day: "morning", privacy: true, partner: "demo", elapsed_ms: 9_000 },
  });
  expect(sent.status()).toBe(201);
  const leadId = (await sent.json()).data.id as number;

  const page = await crmSession(browser, "crm@demo.test");
  await page.goto(`/crm/leads/${leadId}`);
  const plan = page.getByRole("button", { name: "Bezichtiging plannen" });
  await hydrated(plan);
  // The buyer's wish is shown and prefills day and time.
  await expect(page.getByText(`Wens van de koper: ${day}, ochtend`)).toBeVisible();
  await expect(page.getByLabel("Datum")).toHaveValue(day);
  await expect(page.getByLabel("Tijd", { exact: true })).toHaveValue("10:00");
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the time, the agent, the meeting point, then Enter on the button.
  const time = page.getByLabel("Tijd", { exact: true });
  await time.focus();
  await page.keyboard.type("1130");
  // Tab leaves the time field (an AM/PM part first, in an English browser) for the agent.
  const agent = page.getByLabel("Makelaar", { exact: true });
  for (let step = 0; step < 3 && !(await agent.evaluate((node) => node === document.activeElement)); step++) await page.keyboard.press("Tab");
  await expect(agent).toBeFocused();
  await agent.selectOption({ label: "Daan Visser" });
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Ontmoetingspunt")).toBeFocused();
  await page.keyboard.type("Calle Mayor 12, Torrevieja");
  await plan.focus();
  expect(await plan.evaluate((node) => node.matches(":focus-visible") && getComputedStyle(node).outlineStyle !== "none")).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bezichtiging gepland; de uitnodigingen zijn verstuurd")).toBeVisible();
  await expect(page.locator('[data-event="viewing_planned"]')).toBeVisible();

  // Both mailboxes: a REQUEST for the same event at 11:30 Spanish time.
  const mails = await Promise.all([smtp.messageWhere((mail) => recipient(mail) === buyer.email && /Bezichtiging/.test(mail.subject ?? "")), smtp.messageWhere((mail) => recipient(mail) === "agent@demo.test" && (mail.subject ?? "").includes(buyer.last))]);
  const uids = new Set<string>();
  for (const mail of mails) {
    expect(mail.text).toContain("11:30 uur Spaanse tijd");
    const parsed = parseIcs(icsOf(mail));
    expect(parsed.method).toBe("REQUEST");
    expect(parsed.timezones).toContain("Europe/Madrid");
    expect(parsed.events[0]).toMatchObject({ tzid: "Europe/Madrid", localStart: "11:30", sequence: 0, location: "Calle Mayor 12, Torrevieja" });
    uids.add(parsed.events[0]!.uid);
  }
  expect(uids.size).toBe(1);
  expect(mails[0]!.replyTo?.value[0]?.address).toBe("agent@demo.test");

  // The Bezichtigingen page: the trip, and "Gedaan" by keyboard.
  await page.getByRole("navigation", { name: "CRM-menu" }).getByRole("link", { name: "Bezichtigingen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bezichtigingen" })).toBeVisible();
  const item = page.locator("li[data-viewing]").filter({ hasText: buyer.last });
  await expect(item).toHaveAttribute("data-status", "planned");
  expect(await seriousViolations(page)).toEqual([]);
  const done = item.getByRole("button", { name: /^Gedaan/ });
  await hydrated(done);
  await done.focus();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("data-status", "done");
  await expect(item).toContainText("Gedaan");
  expect(await seriousViolations(page)).toEqual([]);
});
