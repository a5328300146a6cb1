/**
 * Replying from the lead: a partner's reply templates by role (owners write, agents use, the admin any
 * partner's), a reply mailed through the outbox in the partner's name with `Reply-To` the agent and
 * recorded in the history, the first response time, and bulk replies that are all or nothing. Tenants
 * apart: another partner's template or lead is a 404, and nothing is sent.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as lead } from "@/app/api/crm/leads/[id]/route";
import { POST as reply } from "@/app/api/crm/leads/[id]/reply/route";
import { POST as bulkReply } from "@/app/api/crm/leads/bulk-reply/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { PATCH as profile } from "@/app/api/crm/profile/route";
import { DELETE as deleteTemplate, PATCH as updateTemplate } from "@/app/api/crm/reply-templates/[id]/route";
import { GET as templates, POST as createTemplate } from "@/app/api/crm/reply-templates/route";
import { POST as clientLogin } from "@/app/api/client-login/route";
import { POST as requests } from "@/app/api/requests/route";
import { db } from "@/lib/db/client";
import { leadEvents, leads, mailOutbox } from "@/lib/db/schema";
import { call } from "./helpers/crm-calls";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const login = async (email: string, password = "Partner2026!") => {
  const answer = await call(crmLogin, { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.meta.token as string;
};

let sent = 0;
async function newLead(partner: string, extra: Record<string, unknown> = {}, token?: string) {
  const body = { kind: "question", project_id: 7, first_name: "Eva", last_name: "Jansen", email: `eva${++sent}@example.nl`, privacy: true, elapsed_ms: 5_000, message: "Is het zwembad verwarmd?", partner, ...extra };
  const answer = await call(requests, { body, token });
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

const mailsOf = async (ids: number[]) => (await db()).select().from(mailOutbox).where(inArray(mailOutbox.leadId, ids));
// The request's own mails answer to the partner's inbox (info@…); a reply answers to the one who wrote it.
const replyMails = async (ids: number[]) => (await mailsOf(ids)).filter((mail) => mail.replyTo !== null && !mail.replyTo.startsWith("info@"));
const eventsOf = async (id: number) => (await db()).select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);

let owner: string, agent: string, otherOwner: string, otherAgent: string, admin: string;
beforeAll(async () => {
  [owner, agent, otherOwner, otherAgent, admin] = await Promise.all([
    login("crm@demo.test"),
    login("agent@demo.test"),
    login("crm@zuidkust.test"),
    login("agent@zuidkust.test"),
    login("admin@costanieuwbouw.test", "Beheer2026!"),
  ]);
});

describe("reply templates by role", () => {
  it("every colleague reads their partner's templates (the seeded three); only owners write them", async () => {
    for (const token of [owner, agent]) {
      const list = await call(templates, { token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((row: { name: string }) => row.name).sort()).toEqual(["Bezichtiging voorstellen", "Eerste reactie", "Prijslijst sturen"]);
      expect(list.body.data.every((row: { partner: { id: number } }) => row.partner.id === 1)).toBe(true);
    }
    const own = (await call(templates, { token: agent })).body.data[0].id as number;
    expect((await call(createTemplate, { token: agent, body: { name: "Van een agent", subject: "Hallo", body: "Tekst" } })).status).toBe(403);
    expect((await call(updateTemplate, { method: "PATCH", token: agent, id: own, body: { name: "Anders" } })).status).toBe(403);
    expect((await call(deleteTemplate, { method: "DELETE", token: agent, id: own })).status).toBe(403);

    const created = await call(createTemplate, { token: owner, body: { partner_id: 2, name: "Na de reis", subject: "Hoe was {project}?", body: "Beste {Voornaam},\n\nGroet, {makelaar}" } });
    expect(created.status).toBe(201);
    // An owner's template is always for their own partner, whatever the body names.
    expect(created.body.data.partner).toEqual({ id: 1, name: "Demo Makelaars" });
    const id = created.body.data.id as number;
    expect((await call(createTemplate, { token: owner, body: { name: "na de reis", subject: "x", body: "y" } })).status).toBe(409);
    const typo = await call(createTemplate, { token: owner, body: { name: "Typo", subject: "Hallo {voornam}", body: "{prijs} en {prijslijsten}" } });
    expect(typo.status).toBe(422);
    expect(typo.body.error.fields.subject[0]).toContain("{voornam}");
    expect(typo.body.error.fields.body[0]).toContain("{prijslijsten}");
    const changed = await call(updateTemplate, { method: "PATCH", token: owner, id, body: { subject: "Hoe was uw reis?" } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.subject).toBe("Hoe was uw reis?");
    expect((await call(deleteTemplate, { method: "DELETE", token: owner, id })).status).toBe(200);
    expect((await call(deleteTemplate, { method: "DELETE", token: owner, id })).status).toBe(404);
  });

  it("the admin manages any partner's templates by naming it", async () => {
    expect((await call(createTemplate, { token: admin, body: { name: "Zonder partner", subject: "x", body: "y" } })).status).toBe(422);
    expect((await call(createTemplate, { token: admin, body: { partner_id: 999, name: "Onbekend", subject: "x", body: "y" } })).status).toBe(422);
    const created = await call(createTemplate, { token: admin, body: { partner_id: 2, name: "Van de beheerder", subject: "x", body: "y" } });
    expect(created.status).toBe(201);
    const request = new Request("http://localhost/api/crm/reply-templates?partner_id=2", { headers: { authorization: `Bearer ${admin}`, "x-costa-client-ip": "198.51.100.251" } });
    const zuidkust = (await (await templates(request)).json()) as { data: { partner: { id: number } }[] };
    expect(zuidkust.data.length).toBe(4);
    expect(zuidkust.data.every((row) => row.partner.id === 2)).toBe(true);
    const all = (await call(templates, { token: admin })).body.data as { partner: { id: number } }[];
    expect(new Set(all.map((row) => row.partner.id))).toEqual(new Set([1, 2, 3]));
    expect((await call(updateTemplate, { method: "PATCH", token: admin, id: created.body.data.id, body: { body: "z" } })).status).toBe(200);
  });
});

describe("tenancy", () => {
  it("another partner's templates are not listed, not changed, not deleted and not sent", async () => {
    const demoTemplates = (await call(templates, { token: owner })).body.data as { id: number }[];
    const otherList = (await call(templates, { token: otherAgent })).body.data as { id: number; partner: { id: number } }[];
    expect(otherList.every((row) => row.partner.id === 2)).toBe(true);
    expect(otherList.map((row) => row.id)).not.toContain(demoTemplates[0]!.id);
    for (const token of [otherOwner, otherAgent]) {
      expect((await call(updateTemplate, { method: "PATCH", token, id: demoTemplates[0]!.id, body: { name: "Overgenomen" } })).status).toBe(token === otherOwner ? 404 : 403);
      expect((await call(deleteTemplate, { method: "DELETE", token, id: demoTemplates[0]!.id })).status).toBe(token === otherOwner ? 404 : 403);
    }
    const demoLead = await newLead("demo");
    const answer = await call(bulkReply, { token: otherOwner, body: { template_id: demoTemplates[0]!.id, lead_ids: [demoLead] } });
    expect(answer.status).toBe(404);
    expect(await replyMails([demoLead])).toEqual([]);
  });

  it("another partner's lead is a 404 to reply to, and nothing is queued or recorded", async () => {
    const demoLead = await newLead("demo");
    for (const token of [otherOwner, otherAgent]) {
      expect((await call(reply, { token, id: demoLead, body: { subject: "Hallo", body: "Tekst" } })).status).toBe(404);
    }
    expect(await replyMails([demoLead])).toEqual([]);
    expect((await eventsOf(demoLead)).map((event) => event.kind)).toEqual(["created"]);
  });
});

describe("replying to a lead", () => {
  it("mails the buyer in the partner's name with Reply-To the agent, records it, and is the first response", async () => {
    expect((await call(profile, { method: "PATCH", token: agent, body: { phone: "+34 600 123 456" } })).status).toBe(200);
    const id = await newLead("demo", { first_name: "Zoë", last_name: "<b>Bäcker</b>" });
    const answer = await call(reply, { token: agent, id, body: { subject: "Uw vraag over {project}", body: "Beste {voornaam} ({naam}),\n\nPrijs: {prijs}.\n{prijslijst}\n\n<script>x</script>\n{makelaar}, {telefoon}" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.sent).toEqual([id]);

    const [mail] = await replyMails([id]);
    expect(mail).toBeDefined();
    expect(mail!.toAddress).toBe(`eva${sent}@example.nl`);
    expect(mail!.replyTo).toBe("agent@demo.test");
    expect(mail!.fromName).toBe("Demo Makelaars");
    expect(mail!.subject).toMatch(/^Uw vraag over \S/);
    expect(mail!.subject).not.toContain("{");
    expect(mail!.textBody).toContain("Beste Zoë (Zoë <b>Bäcker</b>)");
    expect(mail!.textBody).toMatch(/Prijs: (vanaf € \d{1,3}(\.\d{3})*( \+ BTW)?|prijs op aanvraag)\./);
    // A guest is invited to register on the lead's own site, to download the price list there.
    expect(mail!.textBody).toContain("http://localhost:3000/demo/client-register");
    expect(mail!.textBody).toContain("Daan Visser, +34 600 123 456");
    expect(mail!.htmlBody).toContain("Zoë &lt;b&gt;Bäcker&lt;/b&gt;");
    expect(mail!.htmlBody).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail!.htmlBody).not.toContain("<script>");

    const detail = (await call(lead, { token: agent, id })).body.data;
    expect(detail.status).toBe("contacted");
    expect(detail.first_response_at).not.toBeNull();
    expect(detail.events.map((event: { kind: string }) => event.kind)).toEqual(["created", "replied", "status"]);
    expect(detail.events[1]).toMatchObject({ subject: mail!.subject, by: "Daan Visser" });
    expect(detail.events[1].note).toContain("Beste Zoë");
    expect(detail.events[2]).toMatchObject({ from_status: "new", to_status: "contacted" });

    // A second reply is history too, and leaves the first response and the status alone.
    const firstResponse = detail.first_response_at;
    expect((await call(reply, { token: owner, id, body: { subject: "Nog iets", body: "Tot ziens" } })).status).toBe(200);
    const after = (await call(lead, { token: owner, id })).body.data;
    expect(after.first_response_at).toBe(firstResponse);
    expect(after.events.map((event: { kind: string }) => event.kind)).toEqual(["created", "replied", "status", "replied"]);
    const replies = await replyMails([id]);
    expect(replies.map((row) => row.replyTo).sort()).toEqual(["agent@demo.test", "crm@demo.test"]);
  });

  it("gives a registered client the project page's documents on the lead's own site", async () => {
    const clientToken = (await call(clientLogin, { body: { email: "klant@costanieuwbouw.test", password: "Zonnig2026!" } })).body.meta.token as string;
    const id = await newLead("demo", {}, clientToken);
    expect((await (await db()).select({ clientId: leads.clientId }).from(leads).where(eq(leads.id, id)))[0]!.clientId).toBe(1);
    expect((await call(reply, { token: agent, id, body: { subject: "Prijslijst", body: "{prijslijst}" } })).status).toBe(200);
    const [mail] = await replyMails([id]);
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/demo\/for-sale\/7-[a-z0-9-]+#bestanden/);
  });

  it("refuses text that is empty, unknown placeholders and erased leads", async () => {
    const id = await newLead("demo");
    expect((await call(reply, { token: agent, id, body: { subject: "", body: "x" } })).status).toBe(422);
    expect((await call(reply, { token: agent, id, body: { subject: "Hallo {klant}", body: "x" } })).status).toBe(422);
    await (await db()).update(leads).set({ anonymisedAt: new Date() }).where(eq(leads.id, id));
    expect((await call(reply, { token: agent, id, body: { subject: "Hallo", body: "x" } })).status).toBe(409);
    expect(await replyMails([id])).toEqual([]);
  });
});

describe("bulk replies", () => {
  it("sends one template to several leads, each filled for its own lead and recorded", async () => {
    const ids = [await newLead("demo", { first_name: "Anna" }), await newLead("demo", { first_name: "Bram" })];
    const template = ((await call(templates, { token: agent })).body.data as { id: number; name: string }[]).find((row) => row.name === "Eerste reactie")!;
    const answer = await call(bulkReply, { token: agent, body: { template_id: template.id, lead_ids: [...ids, ids[0]] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.sent.sort()).toEqual([...ids].sort());
    const mails = await replyMails(ids);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.leadId === ids[0])!.textBody).toContain("Beste Anna,");
    expect(mails.find((mail) => mail.leadId === ids[1])!.textBody).toContain("Beste Bram,");
    for (const id of ids) expect((await eventsOf(id)).map((event) => event.kind)).toEqual(["created", "replied", "status"]);
  });

  it("refuses the whole request when one lead is another partner's: nothing is sent or recorded", async () => {
    const own = await newLead("demo");
    const foreign = await newLead("zuidkust");
    const template = ((await call(templates, { token: owner })).body.data as { id: number }[])[0]!;
    const before = (await (await db()).select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const answer = await call(bulkReply, { token: owner, body: { template_id: template.id, lead_ids: [own, foreign] } });
    expect(answer.status).toBe(404);
    expect((await (await db()).select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
    expect((await eventsOf(own)).map((event) => event.kind)).toEqual(["created"]);
    expect((await call(bulkReply, { token: owner, body: { template_id: template.id, lead_ids: [own, 2_147_483_647] } })).status).toBe(404);
    expect((await call(bulkReply, { token: owner, body: { template_id: template.id, lead_ids: [] } })).status).toBe(422);
  });
});
