/**
 * The partners' figures: views counted by two server instances add up, bots and prefetches never
 * count, figures per project and week, response times per agent, lead sources, and tenancy (a partner
 * reads only its own figures, an agent only its own response times, the admin any site's).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as figures } from "@/app/api/crm/figures/route";
import { GET as figuresExport } from "@/app/api/crm/figures/export/route";
import { POST as requests } from "@/app/api/requests/route";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { updateLead } from "@/lib/crm/leads";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { clients, favorites, leads, pageViews } from "@/lib/db/schema";
import { ViewCounter } from "@/lib/figures/view-counter";
import { startViewCounting } from "@/lib/figures/view-counting";
import { saveViews } from "@/lib/figures/views";
import { runShutdownHooks } from "@/lib/server/shutdown";
import { weekName, weekStart, weeksBefore } from "@/lib/figures/week";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const DEMO = 1;
const ZUIDKUST = 2;
const PARTNER_A = 3;
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const now = new Date();
const thisWeek = weekStart(now);
const lastWeek = weeksBefore(thisWeek, 1);
const range = `from=${weekName(lastWeek)}&to=${weekName(thisWeek)}`;

let address = 0;
async function get(handler: typeof figures, query: string, token?: string) {
  const headers: Record<string, string> = { "x-costa-client-ip": `192.0.2.${++address % 250}`, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await handler(new Request(`http://localhost/api/crm/figures?${query}`, { headers }));
  const type = response.headers.get("content-type") ?? "";
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test
  const body: any = type.includes("json") ? await response.json() : await response.text();
  return { status: response.status, body };
}

const views = async (partnerId: number | null, projectId: number, week: string) => {
  const [row] = await (await db())
    .select({ views: pageViews.views })
    .from(pageViews)
    .where(and(partnerId === null ? sql`${pageViews.partnerId} is null` : eq(pageViews.partnerId, partnerId), eq(pageViews.projectId, projectId), eq(pageViews.week, week)));
  return row?.views ?? 0;
};

let owner: string;
let zuidkustOwner: string;
let agent: string;
let admin: string;

beforeAll(async () => {
  const [a, b, c, d] = await Promise.all([issueStaffToken(1), issueStaffToken(2), issueStaffToken(5), issueStaffToken(4)]);
  [owner, zuidkustOwner, agent, admin] = [a.token, b.token, c.token, d.token];
});

describe("counting views", () => {
  it("two instances' counters add up, by slug and by own domain, and a flush writes only what is new", async () => {
    const database = await db();
    const a = new ViewCounter((batch) => saveViews(database, batch));
    const b = new ViewCounter((batch) => saveViews(database, batch));
    for (let i = 0; i < 3; i++) a.record({ site: "demo", projectId: 11 }, now);
    for (let i = 0; i < 2; i++) b.record({ site: "demo", projectId: 11 }, now);
    b.record({ site: "partner-a", projectId: 11 }, now);
    b.record({ site: "partner-a.test", projectId: 11 }, now);
    b.record({ site: "", projectId: 11 }, now);
    // Left out, without failing the batch: a site no partner has, a project that does not exist.
    b.record({ site: "no-such-partner", projectId: 11 }, now);
    b.record({ site: "demo", projectId: 2_000_000 }, now);
    await Promise.all([a.flush(), b.flush()]);
    expect(await views(DEMO, 11, thisWeek)).toBe(5);
    expect(await views(PARTNER_A, 11, thisWeek)).toBe(2);
    expect(await views(null, 11, thisWeek)).toBe(1);
    a.record({ site: "demo", projectId: 11 }, now);
    await Promise.all([a.flush(), b.flush()]);
    expect(await views(DEMO, 11, thisWeek)).toBe(6);
  });

  it("the server's counting counts people's complete page answers only: no bots, prefetches, HEAD or other answers", async () => {
    const counting = startViewCounting({ MAIN_HOSTS: "localhost", VIEW_FLUSH_MS: "3600000" })!;
    const answer = (url: string, headers: Record<string, string> = {}, method = "GET", statusCode = 200, writableFinished = true) =>
      counting.observe({ method, url: "/rewritten-by-next", headers: { host: "localhost:3000", "user-agent": BROWSER, ...headers } } as unknown as IncomingMessage, { statusCode, writableFinished } as unknown as ServerResponse, url);
    const people = 40;
    for (let i = 0; i < people; i++) answer(i % 2 ? "/zuidkust/for-sale/12-x" : "/zuidkust/for-sale/12-x?_rsc=1", i % 2 ? {} : { rsc: "1" });
    for (const agentString of ["Googlebot/2.1", "HeadlessChrome/120", "curl/8", "", "facebookexternalhit/1.1"]) answer("/zuidkust/for-sale/12-x", { "user-agent": agentString });
    answer("/zuidkust/for-sale/12-x", { "next-router-prefetch": "1", rsc: "1" });
    answer("/zuidkust/for-sale/12-x", { "sec-purpose": "prefetch" });
    answer("/zuidkust/for-sale/12-x", {}, "HEAD");
    answer("/zuidkust/for-sale/12-x", {}, "GET", 404);
    answer("/zuidkust/for-sale/12", {}, "GET", 308);
    answer("/zuidkust/for-sale/12-x", {}, "GET", 200, false);
    answer("/zuidkust/search", {});
    await counting.flush();
    expect(await views(ZUIDKUST, 12, thisWeek)).toBe(people);
  });
  it("a graceful stop writes what was counted, without waiting for the interval", async () => {
    const counting = startViewCounting({ MAIN_HOSTS: "localhost", VIEW_FLUSH_MS: "3600000" })!;
    const before = await views(ZUIDKUST, 13, thisWeek);
    counting.observe({ method: "GET", headers: { host: "localhost", "user-agent": BROWSER } } as unknown as IncomingMessage, { statusCode: 200, writableFinished: true } as unknown as ServerResponse, "/zuidkust/for-sale/13-x");
    await runShutdownHooks("work");
    expect(await views(ZUIDKUST, 13, thisWeek)).toBe(before + 1);
    counting.observe({ method: "GET", headers: { host: "localhost", "user-agent": BROWSER } } as unknown as IncomingMessage, { statusCode: 200, writableFinished: true } as unknown as ServerResponse, "/zuidkust/for-sale/13-x");
    await runShutdownHooks("connections");
    expect(await views(ZUIDKUST, 13, thisWeek)).toBe(before + 2);
  });
});

describe("figures per project and week", () => {
  beforeAll(async () => {
    const database = await db();
    const counter = new ViewCounter((batch) => saveViews(database, batch));
    for (let i = 0; i < 40; i++) counter.record({ site: "demo", projectId: 7 }, now);
    for (let i = 0; i < 10; i++) counter.record({ site: "demo", projectId: 7 }, new Date(`${lastWeek}T12:00:00Z`));
    await counter.flush();
    const [client] = await database.insert(clients).values({ email: "figures@example.nl", passwordHash: "x", firstName: "F", lastName: "G", partnerId: DEMO }).returning({ id: clients.id });
    await database.insert(favorites).values([
      { clientId: client!.id, projectId: 7, createdAt: now },
      { clientId: client!.id, projectId: 9, createdAt: now },
    ]);
    const person = { first_name: "Eva", last_name: "Jansen", email: "eva@example.nl", privacy: true, elapsed_ms: 5_000, partner: "demo", project_id: 7 };
    const send = async (body: Record<string, unknown>) => {
      const response = await requests(new Request("http://localhost/api/requests", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": `192.0.2.${++address % 250}` }, body: JSON.stringify({ ...person, ...body }) }));
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    await send({ kind: "question", message: "Verwarmd zwembad?", source: { referrer: "https://www.google.nl/", landing: "http://localhost/demo/for-sale/7-x" } });
    await send({ kind: "price_list", source: { referrer: "https://forum.example.org/t/1", landing: "http://localhost/demo/?utm_source=mail&utm_campaign=najaar" } });
    await send({ kind: "price_list" });
  });

  it("views, favourites, leads by kind and the conversion, per week", async () => {
    const answer = await get(figures, `${range}&project_id=7&detail=weeks`, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data.site).toEqual({ partner_id: DEMO, name: "Demo Makelaars" });
    const [last, current] = answer.body.data.weeks;
    expect(last).toMatchObject({ project_id: 7, week: weekName(lastWeek), views: 10, favourites: 0, leads: 0, conversion: 0 });
    expect(current).toMatchObject({ project_id: 7, week: weekName(thisWeek), views: 40, favourites: 1, leads: 3, conversion: 7.5 });
    expect(current.leads_by_kind).toMatchObject({ question: 1, price_list: 2, viewing: 0 });
  });

  it("totals per project and per week, summed by the database, are the sums of the rows per project and week", async () => {
    const totals = (await get(figures, range, owner)).body;
    expect(totals.data.weeks).toBeUndefined();
    expect(totals.meta).toEqual({});
    const project7 = totals.data.projects.find((row: { project_id: number }) => row.project_id === 7);
    expect(project7).toMatchObject({ project: expect.any(String), views: 50, favourites: 1, leads: 3, conversion: 6 });
    expect(project7.leads_by_kind).toMatchObject({ question: 1, price_list: 2 });
    expect(totals.data.totals_by_week.map((row: { week: string }) => row.week)).toEqual([weekName(lastWeek), weekName(thisWeek)]);

    const detailed = (await get(figures, `${range}&detail=weeks&per_page=500`, owner)).body;
    type Row = { project_id: number; week: string; views: number; favourites: number; leads: number; leads_by_kind: Record<string, number> };
    const rows: Row[] = detailed.data.weeks;
    const summed = (pick: (row: Row) => boolean) => {
      const chosen = rows.filter(pick);
      const sum = (field: "views" | "favourites" | "leads") => chosen.reduce((acc, row) => acc + row[field], 0);
      const kinds = Object.fromEntries(Object.keys(chosen[0]?.leads_by_kind ?? {}).map((kind) => [kind, chosen.reduce((acc, row) => acc + row.leads_by_kind[kind]!, 0)]));
      return { views: sum("views"), favourites: sum("favourites"), leads: sum("leads"), leads_by_kind: kinds };
    };
    expect(totals.data.projects.map((row: { project_id: number }) => row.project_id)).toEqual([...new Set(rows.map((row) => row.project_id))]);
    for (const project of totals.data.projects) expect(project).toMatchObject(summed((row) => row.project_id === project.project_id));
    for (const week of totals.data.totals_by_week) expect(week).toMatchObject(summed((row) => row.week === week.week));
    expect(detailed.data.projects).toEqual(totals.data.projects);
  });

  it("with detail=weeks, the rows per project and week come a page at a time", async () => {
    const whole = (await get(figures, `${range}&detail=weeks`, owner)).body;
    expect(whole.meta).toEqual({ total: whole.data.weeks.length, page: 1, per_page: 100 });
    expect(whole.meta.total).toBeGreaterThan(2);
    const first = (await get(figures, `${range}&detail=weeks&per_page=2`, owner)).body;
    const second = (await get(figures, `${range}&detail=weeks&per_page=2&page=2`, owner)).body;
    expect(first.data.weeks).toEqual(whole.data.weeks.slice(0, 2));
    expect(second.data.weeks).toEqual(whole.data.weeks.slice(2, 4));
    expect(second.meta).toEqual({ total: whole.meta.total, page: 2, per_page: 2 });
    expect((await get(figures, `${range}&detail=weeks&per_page=501`, owner)).status).toBe(400);
    expect((await get(figures, `${range}&detail=rows`, owner)).status).toBe(400);
  });

  it("lead sources: what the form sent, classified, and unknown when it sent nothing", async () => {
    const stored = await (await db()).select({ source: leads.source, detail: leads.sourceDetail }).from(leads).where(eq(leads.email, "eva@example.nl"));
    expect(stored).toEqual(expect.arrayContaining([{ source: "search", detail: "google" }, { source: "campaign", detail: "najaar" }, { source: null, detail: null }]));
    const answer = await get(figures, `${range}&project_id=7`, owner);
    expect(answer.body.data.sources).toEqual(expect.arrayContaining([{ source: "search", detail: "google", leads: 1 }, { source: "campaign", detail: "najaar", leads: 1 }, { source: null, detail: null, leads: 1 }]));
  });

  it("a source that is no web address is refused with a Dutch field message", async () => {
    const response = await requests(
      new Request("http://localhost/api/requests", {
        method: "POST",
        headers: { "content-type": "application/json", "x-costa-client-ip": "192.0.2.251" },
        body: JSON.stringify({ kind: "question", message: "x", first_name: "A", last_name: "B", email: "a@example.nl", privacy: true, project_id: 7, source: { referrer: "javascript:alert(1)" } }),
      }),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("Geen geldig webadres");
  });

  it("the CSV export has the same rows, Excel's way", async () => {
    const answer = await get(figuresExport, `${range}&project_id=7`, owner);
    expect(answer.status).toBe(200);
    const lines = (answer.body as string).split("\r\n");
    expect(lines[0]).toContain("Project;Week;Maandag;Weergaven;Favorieten;Aanvragen");
    expect(lines.find((line) => line.includes(weekName(thisWeek)))).toMatch(/;40;1;3;.*;7,5$/);
  });
});

describe("response times per agent", () => {
  const minutes = (count: number) => new Date(now.getTime() - 6 * 3_600_000 + count * 60_000);
  beforeAll(async () => {
    const database = await db();
    const lead = async () => (await database.insert(leads).values({ kind: "question", partnerId: DEMO, projectId: 8, firstName: "R", lastName: "T", email: "rt@example.nl", createdAt: minutes(0) }).returning({ id: leads.id }))[0]!.id;
    const [one, two, three] = [await lead(), await lead(), await lead()];
    await lead(); // never answered
    // Through the CRM's own update, at the given times: it records the events and the first response with its user.
    const agentScope = { id: 5, role: "partner" as const, teamRole: "agent" as const, partnerId: DEMO };
    const ownerScope = { id: 1, role: "partner" as const, teamRole: "owner" as const, partnerId: DEMO };
    await updateLead(agentScope, one, { status: "contacted" }, minutes(30));
    // A note is no response; the status change after it is.
    await updateLead(ownerScope, two, { note: "bellen" }, minutes(5));
    await updateLead(agentScope, two, { status: "contacted" }, minutes(90));
    await updateLead(ownerScope, two, { status: "offer" }, minutes(100));
    await updateLead(ownerScope, three, { status: "contacted" }, minutes(10));
  });

  it("the median and the share within an hour, per agent of the first response; the unanswered counted apart", async () => {
    const answer = await get(figures, `${range}&project_id=8`, owner);
    expect(answer.body.data.response_times).toEqual({
      agents: [
        { agent_id: 5, agent: "Daan Visser", answered: 2, median_minutes: 60, within_hour: 0.5 },
        { agent_id: 1, agent: "Sanne Jansen", answered: 1, median_minutes: 10, within_hour: 1 },
      ],
      unanswered: 1,
    });
  });

  it("an agent sees only their own response times (and the partner's project figures)", async () => {
    const answer = await get(figures, `${range}&project_id=8`, agent);
    expect(answer.status).toBe(200);
    expect(answer.body.data.response_times.agents).toEqual([{ agent_id: 5, agent: "Daan Visser", answered: 2, median_minutes: 60, within_hour: 0.5 }]);
    expect((await get(figures, `${range}&project_id=7&detail=weeks`, agent)).body.data.weeks.length).toBe(2);
  });
});

describe("tenant isolation", () => {
  it("a partner reads only its own figures, whatever partner_id it sends; the admin reads any site's", async () => {
    const own = await get(figures, `${range}&partner_id=${DEMO}&detail=weeks`, zuidkustOwner);
    expect(own.status).toBe(200);
    expect(own.body.data.site.partner_id).toBe(ZUIDKUST);
    expect(own.body.data.weeks.every((row: { project_id: number }) => row.project_id === 12 || row.project_id === 13)).toBe(true);
    expect(own.body.data.weeks.find((row: { project_id: number }) => row.project_id === 12)?.views).toBe(40);
    const csv = await get(figuresExport, `${range}&partner_id=${DEMO}`, zuidkustOwner);
    expect(csv.body).not.toContain("Demo");
    expect((await get(figures, `${range}&partner_id=${DEMO}&project_id=7&detail=weeks`, admin)).body.data.weeks[1]).toMatchObject({ views: 40, leads: 3 });
    const main = await get(figures, `${range}&project_id=11&detail=weeks`, admin);
    expect(main.body.data.site).toEqual({ partner_id: null, name: "Costa Nieuwbouw" });
    expect(main.body.data.weeks[0]).toMatchObject({ views: 1 });
    expect((await get(figures, `partner_id=999999`, admin)).status).toBe(404);
  });

  it("guests and clients get no figures; bad input is a 400 with Dutch field messages", async () => {
    expect((await get(figures, range)).status).toBe(401);
    const client = await issueApiToken(1);
    expect([401, 403]).toContain((await get(figures, range, client.token)).status);
    const bad = await get(figures, "from=2026-W48&to=2026-W40", owner);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("De eerste week ligt na de laatste");
  });
});
