/**
 * Buyers who match (lib/crm/matches): a project published by a partner's feed shows which of that
 * partner's registered clients' active saved searches match it (the alerts' own rule), never another
 * partner's clients; an admin sees them per partner; opening them as `match` leads is idempotent (twice,
 * or twice at once: one lead each), mails nobody, and the leads land in the right partner's inbox only.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/client-login/route";
import { POST as register } from "@/app/api/client-register/route";
import { GET as inbox } from "@/app/api/crm/leads/route";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { GET as matchesGet, POST as matchesOpen } from "@/app/api/crm/projects/[id]/matches/route";
import { GET as today } from "@/app/api/crm/today/route";
import { POST as createSearch } from "@/app/api/saved-searches/route";
import { clients, feedSources, leads, mailOutbox, projects } from "@/lib/db/schema";
import { matchCounts } from "@/lib/crm/matches/matches";
import { sendMorningMails } from "@/lib/crm/tasks/morning-mail";
import { matchSavedSearches } from "@/lib/saved-searches/matcher";
import { MARBELLA, marbellaUnits, savedSearchTestKit, type Route } from "./helpers/saved-searches";

const { db, importUnits, withoutImportHook } = savedSearchTestKit();

let address = 0;
async function call(route: Route, init: { method?: string; body?: unknown; token?: string; id?: number; query?: string; path?: string } = {}) {
  const headers: Record<string, string> = { "x-costa-client-ip": `192.0.2.${++address % 250}` };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost${init.path ?? "/api/x"}${init.query ?? ""}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  const response = await route(request, init.id === undefined ? undefined : { params: Promise.resolve({ id: String(init.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function buyer(tag: string, partner: string, filters: object, frequency = "instant") {
  const email = `${tag.toLowerCase()}-${Date.now().toString(36)}@example.nl`;
  const password = "Zeezicht-Terras-2026";
  const created = await call(register as Route, { body: { first_name: tag, last_name: "Koper", email, password, repeat_password: password, terms: true, partner } });
  expect(created.status).toBe(201);
  const token = (await call(login as Route, { body: { email, password } })).body.meta.token as string;
  const saved = await call(createSearch as Route, { token, body: { name: `Zoektocht ${tag}`, filters, frequency, partner } });
  expect(saved.status).toBe(201);
  const [row] = await db().select({ id: clients.id }).from(clients).where(eq(clients.email, email));
  return { email, id: row!.id };
}

async function staff(email: string, password = "Partner2026!") {
  const answer = await call(crmLogin as Route, { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.meta.token as string;
}

describe("buyers who match a project", () => {
  it("shows a partner only its own clients, an admin every partner's, and opens each once as a match lead", async () => {
    // A partner's feed (zuidkust) publishes a new project in Marbella.
    await withoutImportHook(() => importUnits("match-bron", marbellaUnits("MTC", 400_000)));
    await db().update(feedSources).set({ partnerId: 2 }).where(eq(feedSources.name, "match-bron"));
    const [project] = await db().select({ id: projects.id }).from(projects).where(eq(projects.name, "Residencial MTC"));
    const projectId = project!.id;

    const anna = await buyer("Anna", "zuidkust", MARBELLA);
    await buyer("Bram", "zuidkust", { ...MARBELLA, priceto: 100_000 });
    await buyer("Dirk", "zuidkust", MARBELLA, "paused");
    const carl = await buyer("Carl", "demo", MARBELLA);

    const [zuidkust, demo, admin] = [await staff("crm@zuidkust.test"), await staff("crm@demo.test"), await staff("admin@costanieuwbouw.test", "Beheer2026!")];
    const path = `/api/crm/projects/${projectId}/matches`;

    // The partner: its own matching client only (Bram's price limit and Dirk's paused search do not count; Carl is demo's).
    const own = await call(matchesGet as Route, { token: zuidkust, id: projectId, path });
    expect(own.status).toBe(200);
    expect(own.body.meta.total).toBe(1);
    expect(own.body.data).toEqual([{ partner: { id: 2, name: expect.any(String) }, clients: [expect.objectContaining({ client_id: anna.id, email: anna.email, searches: ["Zoektocht Anna"], lead_id: null })] }]);
    expect(await matchCounts({ id: 2, role: "partner", teamRole: "owner", partnerId: 2 }, [projectId])).toEqual(new Map([[projectId, 1]]));

    // Another partner: the project is not its own (404), whatever it asks.
    expect((await call(matchesGet as Route, { token: demo, id: projectId, path })).status).toBe(404);
    expect((await call(matchesOpen as Route, { token: demo, id: projectId, path, body: {} })).status).toBe(404);
    expect((await call(matchesOpen as Route, { token: zuidkust, id: projectId, path, body: { partner_id: 1 } })).status).toBe(404);

    // The admin: per partner, each with its own clients.
    const all = await call(matchesGet as Route, { token: admin, id: projectId, path });
    expect(all.body.data.map((group: { partner: { id: number }; clients: { client_id: number }[] }) => [group.partner.id, group.clients.map((client) => client.client_id)])).toEqual(
      expect.arrayContaining([
        [2, [anna.id]],
        [1, [carl.id]],
      ]),
    );
    expect(all.body.meta.total).toBe(2);
    const missing = await call(matchesOpen as Route, { token: admin, id: projectId, path, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.partner_id).toEqual(["Kies een partner"]);

    // Opening: once, again, and twice at once: one lead for Anna, none more mails.
    const mailsBefore = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, anna.email));
    const first = await call(matchesOpen as Route, { token: zuidkust, id: projectId, path, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.meta.created).toBe(1);
    expect(first.body.data.clients[0].lead_id).toEqual(expect.any(Number));
    const again = await Promise.all([1, 2].map(() => call(matchesOpen as Route, { token: zuidkust, id: projectId, path, body: {} })));
    expect(again.map((answer) => answer.body.meta.created)).toEqual([0, 0]);
    const annaLeads = await db().select().from(leads).where(and(eq(leads.kind, "match"), eq(leads.clientId, anna.id)));
    expect(annaLeads).toHaveLength(1);
    expect(annaLeads[0]).toMatchObject({ partnerId: 2, projectId, email: anna.email, status: "new" });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, anna.email))).toHaveLength(mailsBefore.length);

    // The admin opens demo's client for demo; each partner's inbox holds its own match lead only.
    const forDemo = await call(matchesOpen as Route, { token: admin, id: projectId, path, body: { partner_id: 1 } });
    expect(forDemo.body.meta.created).toBe(1);
    const demoInbox = await call(inbox as Route, { token: demo, path: "/api/crm/leads", query: "?kind=match" });
    expect(demoInbox.body.data.map((lead: { email: string }) => lead.email)).toEqual([carl.email]);
    const zuidkustInbox = await call(inbox as Route, { token: zuidkust, path: "/api/crm/leads", query: "?kind=match" });
    expect(zuidkustInbox.body.data.map((lead: { email: string; kind: string }) => [lead.email, lead.kind])).toEqual([[anna.email, "match"]]);
  });

  it("tells the partner when its project is published or its price drops: on Vandaag and in the morning mail, until every client is opened", async () => {
    // Erik saves a search before the project exists; the partner's feed publishes it; the matcher alerts him.
    await buyer("Erik", "zuidkust", MARBELLA);
    await buyer("Cees", "demo", MARBELLA);
    await withoutImportHook(() => importUnits("nieuws-bron", marbellaUnits("NWS", 420_000)));
    await db().update(feedSources).set({ partnerId: 2 }).where(eq(feedSources.name, "nieuws-bron"));
    const [project] = await db().select({ id: projects.id }).from(projects).where(eq(projects.name, "Residencial NWS"));
    const projectId = project!.id;
    await matchSavedSearches(db());

    const [zuidkust, demo] = [await staff("crm@zuidkust.test"), await staff("crm@demo.test")];
    const newsOf = async (token: string) => {
      const answer = await call(today as Route, { token, path: "/api/crm/today" });
      expect(answer.status).toBe(200);
      return (answer.body.data.matches as Array<{ project_id: number; reason: string; clients: number; unopened: number }>).filter((news) => news.project_id === projectId);
    };
    // Erik, and Anna of the test before (her Marbella search is still active).
    expect(await newsOf(zuidkust)).toEqual([expect.objectContaining({ project: "Residencial NWS", reason: "new", clients: 2, unopened: 2 })]);
    // Demo's client Cees was alerted too, but the project is not demo's: nothing on demo's list.
    expect(await newsOf(demo)).toEqual([]);

    // The morning mail carries it (zuidkust's morning, 08:00 in its time zone).
    const morning = new Date();
    morning.setUTCHours(6, 30, 0, 0);
    await sendMorningMails(db(), morning);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "crm@zuidkust.test")).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.textBody).toContain("Residencial NWS: 2 zoekers passen bij dit project");

    // Opened as leads: off the list.
    expect((await call(matchesOpen as Route, { token: zuidkust, id: projectId, path: `/api/crm/projects/${projectId}/matches`, body: {} })).body.meta.created).toBe(2);
    expect(await newsOf(zuidkust)).toEqual([]);

    // Fien saves her search now; the price drops: all three are alerted, Fien is not opened yet.
    await buyer("Fien", "zuidkust", MARBELLA);
    await withoutImportHook(() => importUnits("nieuws-bron", marbellaUnits("NWS", 380_000)));
    await matchSavedSearches(db());
    expect(await newsOf(zuidkust)).toEqual([expect.objectContaining({ reason: "price_drop", clients: 3, unopened: 1 })]);
  });
});
