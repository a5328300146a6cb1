/**
 * A lead from first mail to viewing, in one run (issue 32's story), in Chromium with the server's mail
 * going to a real local SMTP server: a visitor opens a zuidkust project page and a viewing request for
 * it comes in; the owner assigns it to the agent, whose mailbox gets the assignment mail; the agent
 * replies with a template (the buyer's mailbox gets it with `Reply-To` the agent), plans the viewing
 * (both mailboxes get an invitation whose .ics is parsed here) and marks it done; the owner's figures
 * then show the project's view, the lead and the agent's response time. The sections' own specs
 * (crm-assign, crm-replies, crm-viewings, figures) test each step in depth, keyboard and axe included.
 */
import { expect, test } from "@playwright/test";
import type { AddressObject, ParsedMail } from "mailparser";
import { crmSession } from "../support/crm-login";
import { e2eMailbox } from "../support/e2e-mailbox";
import { numberIn } from "../support/figures-table";
import { hydrated } from "../support/hydration";
import { parseIcs } from "../support/ical";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const smtp = e2eMailbox();

const suffix = Date.now().toString(36);
const buyer = { first: "Joost", last: `Verhaal-${suffix}`, email: `verhaal-${suffix}@example.test` };
const AGENT = { email: "agent@zuidkust.test", name: "Lotte Mulder" };
const addressOf = (field: AddressObject | AddressObject[] | undefined) => (field && !Array.isArray(field) ? field.value[0]?.address : undefined);
const calendarOf = (mail: ParsedMail) => mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"))?.content.toString("utf8");

test("a lead comes in, is assigned, answered with a template, gets a viewing that is done, and shows in the figures", async ({ browser, page, request }) => {
  // The visitor on the partner's project page (a counted view), and the viewing request from it.
  const search = await request.post("/api/properties", { data: { partner: "zuidkust", per_page: 1 } });
  const project = (await search.json()).data[0] as { id: number; name: string; url: string };
  expect((await page.goto(project.url))?.status()).toBe(200);
  const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post("/api/requests", {
    headers: { "Idempotency-Key": `story-${suffix}` },
    data: { kind: "viewing", project_id: project.id, partner: "zuidkust", first_name: buyer.first, last_name: buyer.last, email: buyer.email, preferred_date: day, part_of_day: "afternoon", privacy: true, elapsed_ms: 8_000 },
  });
  expect(sent.status()).toBe(201);
  const leadId = (await sent.json()).data.id as number;

  // The owner assigns it to the agent; the agent's mailbox gets the assignment.
  const owner = await crmSession(browser, "crm@zuidkust.test");
  await owner.goto(`/crm/leads/${leadId}`);
  const assign = owner.getByRole("region", { name: "Toegewezen aan" });
  await hydrated(assign.getByRole("button", { name: "Toewijzen" }));
  await assign.getByLabel("Medewerker").selectOption({ label: AGENT.name });
  await assign.getByRole("button", { name: "Toewijzen" }).click();
  await expect(owner.getByText(`Toegewezen aan ${AGENT.name}`, { exact: true }).first()).toBeVisible();
  const assigned = await smtp.messageWhere((mail) => addressOf(mail.to) === AGENT.email && mail.subject === `Aanvraag voor jou: ${buyer.first} ${buyer.last}`);
  expect(assigned.text).toMatch(new RegExp(`/crm/leads/${leadId}`));

  // The agent replies with a template: the buyer gets it in the partner's name, Reply-To the agent.
  const agent = await crmSession(browser, AGENT.email);
  await agent.goto(`/crm/leads/${leadId}`);
  const reply = agent.getByRole("region", { name: "Beantwoorden" });
  await hydrated(reply.getByRole("button", { name: "Versturen" }));
  await reply.getByLabel("Sjabloon").selectOption({ label: "Eerste reactie" });
  await expect(reply.getByLabel("Onderwerp")).toHaveValue(`Uw aanvraag over ${project.name}`);
  await reply.getByRole("button", { name: "Versturen" }).click();
  await expect(agent.getByText(`Antwoord verstuurd aan ${buyer.email}`, { exact: true })).toBeVisible();
  const answer = await smtp.messageWhere((mail) => addressOf(mail.to) === buyer.email && mail.subject === `Uw aanvraag over ${project.name}`);
  expect(addressOf(answer.replyTo)).toBe(AGENT.email);
  expect(answer.text).toContain(`Beste ${buyer.first},`);

  // The agent plans the viewing (the buyer's wish prefills the day): both mailboxes get a valid .ics.
  const plan = agent.getByRole("button", { name: "Bezichtiging plannen" });
  await hydrated(plan);
  await expect(agent.getByLabel("Datum")).toHaveValue(day);
  await agent.getByLabel("Makelaar", { exact: true }).selectOption({ label: AGENT.name });
  await agent.getByLabel("Ontmoetingspunt").fill("Paseo Marítimo 3, Estepona");
  await plan.click();
  await expect(agent.getByText("Bezichtiging gepland; de uitnodigingen zijn verstuurd")).toBeVisible();
  const invitations = await Promise.all(
    [buyer.email, AGENT.email].map((address) => smtp.messageWhere((mail) => addressOf(mail.to) === address && calendarOf(mail) !== undefined)),
  );
  const uids = invitations.map((mail) => {
    const parsed = parseIcs(calendarOf(mail)!);
    expect(parsed.method).toBe("REQUEST");
    expect(parsed.events[0]).toMatchObject({ tzid: "Europe/Madrid", location: "Paseo Marítimo 3, Estepona" });
    return parsed.events[0]!.uid;
  });
  expect(new Set(uids).size).toBe(1);

  // Done, on the Bezichtigingen page.
  await agent.getByRole("navigation", { name: "CRM-menu" }).getByRole("link", { name: "Bezichtigingen" }).click();
  const item = agent.locator("li[data-viewing]").filter({ hasText: buyer.last });
  const done = item.getByRole("button", { name: /^Gedaan/ });
  await hydrated(done);
  await done.click();
  await expect(item).toHaveAttribute("data-status", "done");

  // The owner's figures: the view, the lead and the agent's response time (views arrive at the server's flush).
  await owner.goto("/crm/cijfers");
  await expect
    .poll(
      async () => {
        await owner.reload();
        return { views: (await numberIn(owner, "Per project", project.name, 0)) >= 1, leads: (await numberIn(owner, "Per project", project.name, 2)) >= 1 };
      },
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toEqual({ views: true, leads: true });
  expect(await numberIn(owner, "Reactietijd per medewerker", AGENT.name, 0)).toBeGreaterThanOrEqual(1);
});
