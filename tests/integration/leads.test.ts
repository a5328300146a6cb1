/** Request forms (leads): stored with their mails before the answer, once per idempotency key, never lost while SMTP is down. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/client-login/route";
import { POST as requests } from "@/app/api/requests/route";
import { db } from "@/lib/db/client";
import { leadEvents, leads, mailOutbox } from "@/lib/db/schema";
import { seededTestDatabase } from "./helpers/database";
import { drain, mailWorker } from "./helpers/mail";
import { createTestSmtpServer, type TestSmtpServer } from "./helpers/smtp";

seededTestDatabase();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await createTestSmtpServer();
});
afterAll(async () => smtp?.stop());

let address = 0;
async function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  address++;
  const response = await requests(
    new Request("http://localhost/api/requests", {
      method: "POST",
      headers: { "content-type": "application/json", "x-costa-client-ip": `198.51.100.${address % 250}`, ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data: { id: number }; meta: { message: string; documents: { title: string; url: string }[] }; error: { code: string; message: string; fields?: Record<string, string[]> } } };
}

const person = { first_name: "Sanne", last_name: "de Boer", email: "sanne@example.nl", phone: "+31 6 11112222", privacy: true, elapsed_ms: 8_000 };
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

async function mailsOf(leadId: number) {
  return (await db()).select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
}

describe("POST /api/requests", () => {
  it("stores a partner's viewing request with its event and both mails before answering 201", async () => {
    const answer = await send({ ...person, kind: "viewing", project_id: 7, preferred_date: inTwoWeeks(), part_of_day: "afternoon", message: "Graag zaterdag", partner: "zuidkust" });
    expect(answer.status).toBe(201);
    expect(answer.body.meta.message).toBe("Bedankt voor uw verzoek");
    const [lead] = await (await db()).select().from(leads).where(eq(leads.id, answer.body.data.id));
    expect(lead).toMatchObject({ kind: "viewing", projectId: 7, partnerId: 2, status: "new", partOfDay: "afternoon", email: "sanne@example.nl" });
    expect(await (await db()).select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).toHaveLength(1);
    const mails = await mailsOf(lead!.id);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["info@zuidkust.test", "sanne@example.nl"].sort());
    expect(mails.find((mail) => mail.toAddress === "sanne@example.nl")?.fromName).toBe("Zuidkust Vastgoed");
    expect(mails.find((mail) => mail.toAddress !== "sanne@example.nl")?.textBody).toMatch(new RegExp(`/crm/leads/${lead!.id}`));
  });

  it("sends the main brand's contact form to the main inbox", async () => {
    const answer = await send({ ...person, kind: "contact", subject: "Vraag", message: "Wanneer kan ik bellen?" });
    expect(answer.status).toBe(201);
    const [lead] = await (await db()).select().from(leads).where(eq(leads.id, answer.body.data.id));
    expect(lead!.partnerId).toBeNull();
    expect((await mailsOf(lead!.id)).map((mail) => mail.toAddress)).toContain("info@costanieuwbouw.nl");
  });

  it("answers a repeated Idempotency-Key with the same lead, once, even when the repeats race", async () => {
    const body = { ...person, kind: "question", project_id: 7, message: "Is er een zwembad?" };
    const key = { "idempotency-key": "3f0c6f9e-0b8a-4f7e-9d1e-repeat-000001" };
    const first = await send(body, key);
    const again = await send(body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const raced = await Promise.all(Array.from({ length: 6 }, () => send(body, { "idempotency-key": "3f0c6f9e-0b8a-4f7e-9d1e-race-0000002" })));
    expect(new Set(raced.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(raced.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    const stored = await (await db()).select().from(leads).where(eq(leads.idempotencyKey, "3f0c6f9e-0b8a-4f7e-9d1e-race-0000002"));
    expect(stored).toHaveLength(1);
    expect(await mailsOf(stored[0]!.id)).toHaveLength(2);
    // The same key with other data is a mistake, not a retry.
    expect((await send({ ...body, message: "Iets anders" }, key)).status).toBe(409);
  });

  it("refuses spam and bad input with field messages, and stores none of it", async () => {
    const before = (await (await db()).select().from(leads)).length;
    expect((await send({ ...person, kind: "contact", message: "x", website: "http://spam.example" })).body.error.fields?.website).toBeDefined();
    expect((await send({ ...person, kind: "contact", message: "x", elapsed_ms: 400 })).status).toBe(422);
    const viewing = await send({ ...person, kind: "viewing", project_id: 7 });
    expect(viewing.status).toBe(422);
    expect(Object.keys(viewing.body.error.fields ?? {})).toEqual(expect.arrayContaining(["preferred_date", "part_of_day"]));
    expect((await send({ ...person, kind: "viewing", project_id: 7, preferred_date: "2001-01-01", part_of_day: "morning" })).body.error.fields?.preferred_date).toBeDefined();
    expect((await send({ ...person, kind: "price_list" })).body.error.fields?.project_id).toBeDefined();
    expect((await send({ ...person, kind: "price_list", project_id: 999_999 })).body.error.fields?.project_id).toBeDefined();
    expect((await send({ ...person, kind: "price_list", project_id: 7, unit_id: 1 })).body.error.fields?.unit_id).toBeDefined();
    expect((await send({ ...person, kind: "contact", message: "x", privacy: false })).body.error.fields?.privacy).toBeDefined();
    expect((await send({ ...person, kind: "contact", message: "x", email: "geen" })).body.error.fields?.email).toBeDefined();
    expect((await (await db()).select().from(leads)).length).toBe(before);
  });

  it("gives a logged-in client the price list at once; a guest is told it follows after registering", async () => {
    const token = ((await (await login(new Request("http://localhost/api/client-login", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": "203.0.113.50" }, body: JSON.stringify({ email: "klant@costanieuwbouw.test", password: "Zonnig2026!" }) }))).json()) as { meta: { token: string } }).meta.token;
    const client = await send({ ...person, kind: "price_list", project_id: 7 }, { authorization: `Bearer ${token}` });
    expect(client.status).toBe(201);
    expect(client.body.meta.documents[0]?.url).toMatch(/^\/api\/project\/files\/\d+\/download$/);
    const [lead] = await (await db()).select().from(leads).where(eq(leads.id, client.body.data.id));
    expect(lead!.clientId).toBe(1);

    const guest = await send({ ...person, kind: "price_list", project_id: 7, partner: "demo" });
    expect(guest.body.meta.documents).toEqual([]);
    const confirmation = (await mailsOf(guest.body.data.id)).find((mail) => mail.toAddress === person.email);
    expect(confirmation?.textBody).toMatch(/\/demo\/client-register/);
  });

  it("limits one address to 20 requests in 10 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await send({ ...person, kind: "contact", message: `Bericht ${i}` }, { "x-costa-client-ip": "192.0.2.200" })).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("loses nothing while SMTP is down: every 201 lead is stored and its mails go out once SMTP is back", async () => {
    await smtp.stop();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await send({ ...person, email: `down${i}@example.nl`, kind: "question", project_id: 7, message: `Vraag ${i}` })).body.data.id);
    const worker = mailWorker(await db(), smtp.url);
    const failed = await drain(worker);
    expect(failed.sent).toBe(0);
    for (const id of ids) expect((await mailsOf(id)).every((mail) => mail.status === "pending")).toBe(true);

    await smtp.start();
    smtp.received.length = 0;
    // The retries come due: move their time forward rather than wait.
    await (await db()).update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.status, "pending"));
    await drain(worker);
    for (const id of ids) expect((await mailsOf(id)).every((mail) => mail.status === "sent")).toBe(true);
    const toVisitors = smtp.received.filter((mail) => /down\d@example\.nl/.test(Array.isArray(mail.to) ? "" : (mail.to?.text ?? "")));
    expect(toVisitors).toHaveLength(5);
  });

  it("without SMTP logs a lead's mails by id only: no name, address or message in the log", async () => {
    const previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stdout, "write");
    try {
      const { body } = await send({ ...person, first_name: "Geheime", last_name: "Naamdrager", email: "geheim.adres@example.nl", kind: "question", project_id: 7, message: "Een persoonlijke vraag" });
      // Only this lead's mails are due: the others were sent or logged before.
      await (await db()).update(mailOutbox).set({ lastError: "earlier" }).where(eq(mailOutbox.status, "pending"));
      await (await db()).update(mailOutbox).set({ lastError: null }).where(eq(mailOutbox.leadId, body.data.id));
      expect(await mailWorker(await db(), null).runOnce()).toMatchObject({ logged: 2 });
      const lines = write.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes('"mail_not_sent_without_smtp"'));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(JSON.parse(line)).toMatchObject({ leadId: body.data.id });
        expect(line).not.toMatch(/Geheime|Naamdrager|geheim\.adres|persoonlijke/);
      }
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = previousLevel;
    }
  });
});
