/** AVG/GDPR: a client downloads their data and deletes their account; old leads are anonymised on schedule. */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as clientData } from "@/app/api/client/data/route";
import { GET as client } from "@/app/api/client/route";
import { POST as deleteAccount } from "@/app/api/client-delete/route";
import { POST as login } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { POST as toggle } from "@/app/api/favoritesubmit/route";
import { POST as requests } from "@/app/api/requests/route";
import { db } from "@/lib/db/client";
import { clients, leadEvents, leads, mailOutbox } from "@/lib/db/schema";
import { anonymiseExpiredLeads, retentionCutoff } from "@/lib/privacy/retention";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
async function call(route: (request: Request) => Promise<Response>, body?: unknown, headers: Record<string, string> = {}) {
  address++;
  return route(
    new Request("http://localhost/api/x", {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-costa-client-ip": `192.0.2.${address % 250}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

const PASSWORD = "Privacy-Eerst-2026";
const person = { first_name: "Noor", last_name: "Peeters", email: "noor@example.be", privacy: true, elapsed_ms: 5_000 };

describe("a client's own data", () => {
  it("downloads as JSON with the account, favorites and requests", async () => {
    await call(register, { first_name: person.first_name, last_name: person.last_name, email: person.email, password: PASSWORD, repeat_password: PASSWORD, terms: true });
    const token = ((await (await call(login, { email: person.email, password: PASSWORD })).json()) as { meta: { token: string } }).meta.token;
    const auth = { authorization: `Bearer ${token}` };
    await call(toggle, { project_id: 7 }, auth);
    expect((await call(requests, { ...person, kind: "question", project_id: 7, message: "Mijn vraag" }, auth)).status).toBe(201);
    const download = await call(clientData, undefined, auth);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("mijn-gegevens.json");
    const data = (await download.json()) as { account: { email: string }; favorites: { project_id: number }[]; requests: { message: string }[] };
    expect(data.account.email).toBe(person.email);
    expect(data.favorites.map((row) => row.project_id)).toEqual([7]);
    expect(data.requests[0]?.message).toBe("Mijn vraag");
  });

  it("is erased with the account; the requests stay as anonymous counts and their mails go", async () => {
    // A request sent before registering, with the same address, belongs to the client too.
    expect((await call(requests, { ...person, kind: "contact", message: "Eerder bericht" })).status).toBe(201);
    const token = ((await (await call(login, { email: person.email, password: PASSWORD })).json()) as { meta: { token: string } }).meta.token;
    const auth = { authorization: `Bearer ${token}` };
    const database = await db();
    const before = await database.select().from(leads).where(eq(leads.email, person.email));
    expect(before.length).toBe(2);

    expect((await call(deleteAccount, { password: "niet-goed-1234" }, auth)).status).toBe(422);
    const deleted = await call(deleteAccount, { password: PASSWORD }, auth);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { data: { anonymised_requests: number } }).data.anonymised_requests).toBe(2);

    expect(await database.select().from(clients).where(eq(clients.email, person.email))).toEqual([]);
    expect((await call(client, undefined, auth)).status).toBe(401);
    const after = await database.select().from(leads).where(inArray(leads.id, before.map((lead) => lead.id)));
    expect(after).toHaveLength(2);
    for (const lead of after) {
      expect(lead).toMatchObject({ firstName: "Verwijderd", lastName: "", phone: null, message: null, clientId: null });
      expect(lead.email).toMatch(/^verwijderd-\d+@invalid\.example$/);
      expect(lead.anonymisedAt).not.toBeNull();
    }
    const events = await database.select().from(leadEvents).where(inArray(leadEvents.leadId, before.map((lead) => lead.id)));
    expect(events.filter((event) => event.kind === "anonymised")).toHaveLength(2);
    expect(await database.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email))).toEqual([]);
  });
});

describe("lead retention", () => {
  it("anonymises leads older than the retention period and keeps the newer ones", async () => {
    const database = await db();
    const now = new Date();
    const old = (await (await call(requests, { ...person, email: "oud@example.nl", kind: "contact", message: "Oud" })).json()) as { data: { id: number } };
    const recent = (await (await call(requests, { ...person, email: "nieuw@example.nl", kind: "contact", message: "Nieuw" })).json()) as { data: { id: number } };
    await database.update(leads).set({ createdAt: new Date(retentionCutoff(now, 24).getTime() - 86_400_000) }).where(eq(leads.id, old.data.id));
    await database.update(leads).set({ createdAt: new Date(retentionCutoff(now, 24).getTime() + 86_400_000) }).where(eq(leads.id, recent.data.id));
    expect(await anonymiseExpiredLeads(now, 24)).toBeGreaterThanOrEqual(1);
    const [oldLead] = await database.select().from(leads).where(eq(leads.id, old.data.id));
    const [recentLead] = await database.select().from(leads).where(eq(leads.id, recent.data.id));
    expect(oldLead!.anonymisedAt).not.toBeNull();
    expect(oldLead!.message).toBeNull();
    expect(recentLead!.anonymisedAt).toBeNull();
    expect(recentLead!.message).toBe("Nieuw");
    // Again: nothing left to do.
    expect(await anonymiseExpiredLeads(now, 24)).toBe(0);
  });
});
