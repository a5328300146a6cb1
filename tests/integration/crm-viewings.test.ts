/**
 * Viewings through the API: planning, moving and cancelling queue an invitation with an .ics for the
 * buyer and the agent (parsed here), "done" is recorded in the history, the calendar feed works until
 * renewed or revoked, and no partner reads or changes another's viewings or feeds.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeFeed, GET as feed, POST as renewFeed } from "@/app/api/crm/calendar-feed/route";
import { GET as lead } from "@/app/api/crm/leads/[id]/route";
import { PATCH as changeViewing } from "@/app/api/crm/viewings/[id]/route";
import { GET as listViewings, POST as planViewing } from "@/app/api/crm/viewings/route";
import { POST as requests } from "@/app/api/requests/route";
import { crmLeadCall } from "@/lib/crm/api-calls";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { parseIcs } from "../support/ical";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, options: { method?: string; body?: unknown; token?: string; id?: number; query?: string } = {}) {
  const headers: Record<string, string> = { "x-costa-client-ip": `198.51.100.${++address % 250}`, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { "content-type": "application/json" }) };
  const request = new Request(`http://localhost/api/crm/x${options.query ? `?${options.query}` : ""}`, { method: options.method ?? (options.body === undefined ? "GET" : "POST"), headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const response = await handler(request, options.id === undefined ? undefined : { params: Promise.resolve({ id: String(options.id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = (response.headers.get("content-type") ?? "").includes("json") ? await response.json() : await response.text();
  return { status: response.status, headers: response.headers, body };
}

async function mailsAfter(id: number) {
  return (await db()).select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(asc(mailOutbox.id));
}
async function lastMailId() {
  const rows = await (await db()).select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

let demoLead: number;
const token: Record<"demoOwner" | "demoAgent" | "zuidkustOwner" | "zuidkustAgent" | "admin", string> = { demoOwner: "", demoAgent: "", zuidkustOwner: "", zuidkustAgent: "", admin: "" };

beforeAll(async () => {
  const answer = await call(requests, { body: { partner: "demo", kind: "viewing", project_id: 7, first_name: "Joost", last_name: "de Vries", email: "joost@example.nl", preferred_date: "2027-05-10", part_of_day: "morning", privacy: true, elapsed_ms: 5_000 } });
  expect(answer.status).toBe(201);
  demoLead = answer.body.data.id;
  const [demoOwner, demoAgent, zuidkustOwner, zuidkustAgent, admin] = await Promise.all([1, 5, 2, 6, 4].map(async (id) => (await issueStaffToken(id)).token));
  Object.assign(token, { demoOwner, demoAgent, zuidkustOwner, zuidkustAgent, admin });
});

const plan = (over: Record<string, unknown> = {}) => ({ lead_id: demoLead, date: "2027-05-10", time: "10:00", agent_id: 5, meeting_point: "Plaza de la Constitución 1, Torrevieja", notes: "Sleutel bij de portier", ...over });

describe("planning, moving and cancelling a viewing", () => {
  let viewingId: number;

  it("plans: two mails with a METHOD:REQUEST .ics, buyer and agent, Spanish and Dutch time in the text; the lead moves on", async () => {
    const before = await lastMailId();
    const answer = await call(planViewing, { token: token.demoOwner, body: plan() });
    expect(answer.status).toBe(201);
    viewingId = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ date: "2027-05-10", time: "10:00", starts_at: "2027-05-10T08:00:00.000Z", status: "planned", sequence: 0, agent: { id: 5 } });
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["agent@demo.test", "joost@example.nl"]);
    for (const mail of mails) {
      expect(mail.icalMethod).toBe("REQUEST");
      expect(mail.textBody).toContain("10:00 uur Spaanse tijd (10:00 uur Nederlandse tijd)");
      const parsed = parseIcs(mail.icalContent!);
      expect(parsed.method).toBe("REQUEST");
      expect(parsed.timezones).toEqual(["Europe/Madrid"]);
      expect(parsed.events[0]).toMatchObject({ tzid: "Europe/Madrid", localStart: "10:00", sequence: 0, location: "Plaza de la Constitución 1, Torrevieja" });
      expect(parsed.events[0]!.start.toISOString()).toBe("2027-05-10T08:00:00.000Z");
      expect(parsed.events[0]!.attendees).toContain("mailto:joost@example.nl");
    }
    // The buyer's mail is in the partner's name and replies reach the agent; only the agent's holds the notes.
    const buyerMail = mails.find((mail) => mail.toAddress === "joost@example.nl")!;
    expect(buyerMail.replyTo).toBe("agent@demo.test");
    expect(buyerMail.textBody).not.toContain("Sleutel bij de portier");
    const detail = await call(lead, { token: token.demoOwner, id: demoLead });
    expect(detail.body.data.status).toBe("viewing_planned");
    expect(detail.body.data.events.map((event: { kind: string }) => event.kind)).toEqual(expect.arrayContaining(["viewing_planned", "status"]));
  });

  it("moves: SEQUENCE 1, the new local time; a note alone mails nothing", async () => {
    const before = await lastMailId();
    const moved = await call(changeViewing, { method: "PATCH", token: token.demoAgent, id: viewingId, body: { date: "2027-05-11", time: "16:30" } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ sequence: 1, date: "2027-05-11", time: "16:30" });
    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const event = parseIcs(mail.icalContent!).events[0]!;
      expect(event).toMatchObject({ sequence: 1, localStart: "16:30", tzid: "Europe/Madrid" });
      expect(mail.subject).toMatch(/^Gewijzigd/);
    }
    const noted = await call(changeViewing, { method: "PATCH", token: token.demoAgent, id: viewingId, body: { notes: "Parkeren achter het gebouw" } });
    expect(noted.status).toBe(200);
    expect(noted.body.data.sequence).toBe(1);
    expect(await mailsAfter(before)).toHaveLength(2);
  });

  it("cancels: METHOD:CANCEL with SEQUENCE 2 to both; then it can change no more", async () => {
    const before = await lastMailId();
    const cancelled = await call(changeViewing, { method: "PATCH", token: token.demoOwner, id: viewingId, body: { status: "cancelled" } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", sequence: 2 });
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.icalMethod)).toEqual(["CANCEL", "CANCEL"]);
    for (const mail of mails) expect(parseIcs(mail.icalContent!).events[0]).toMatchObject({ method: "CANCEL", sequence: 2, status: "CANCELLED" });
    expect((await call(changeViewing, { method: "PATCH", token: token.demoOwner, id: viewingId, body: { status: "done" } })).status).toBe(422);
  });

  it("marks done: an event in the history, no mail", async () => {
    const created = await call(planViewing, { token: token.demoAgent, body: plan({ date: "2027-05-12", time: "11:00" }) });
    expect(created.status).toBe(201);
    const before = await lastMailId();
    const done = await call(changeViewing, { method: "PATCH", token: token.demoAgent, id: created.body.data.id, body: { status: "done" } });
    expect(done.body.data.status).toBe("done");
    expect(await mailsAfter(before)).toHaveLength(0);
    const detail = await call(lead, { token: token.demoOwner, id: demoLead });
    expect(detail.body.data.events.map((event: { kind: string }) => event.kind)).toContain("viewing_done");
    // The lead's answer, with the viewing events in its history, is still what the OpenAPI document promises.
    expect(crmLeadCall.response.schema!.safeParse(detail.body).success).toBe(true);
  });

  it("answers bad input with 422 and Dutch field messages, never a 5xx", async () => {
    const badTime = await call(planViewing, { token: token.demoOwner, body: plan({ time: "25:00", meeting_point: "" }) });
    expect(badTime.status).toBe(422);
    expect(badTime.body.error.fields.time[0]).toBe("Een tijd als uu:mm");
    expect(badTime.body.error.fields.meeting_point[0]).toBe("Vul een ontmoetingspunt in");
    const gap = await call(planViewing, { token: token.demoOwner, body: plan({ date: "2027-03-28", time: "02:30" }) });
    expect(gap.status).toBe(422);
    expect(gap.body.error.fields.time[0]).toMatch(/bestaat niet in Spanje/);
  });
});

describe("tenancy", () => {
  let viewingId: number;
  beforeAll(async () => {
    viewingId = (await call(planViewing, { token: token.demoOwner, body: plan({ date: "2027-06-01" }) })).body.data.id;
  });

  it("another partner's owner and agent neither list, change nor plan on it; its own users and the admin see it", async () => {
    const query = "from=2027-05-01&days=60";
    for (const other of [token.zuidkustOwner, token.zuidkustAgent]) {
      const list = await call(listViewings, { token: other, query });
      expect(list.status).toBe(200);
      expect(list.body.data.map((row: { id: number }) => row.id)).not.toContain(viewingId);
      expect((await call(changeViewing, { method: "PATCH", token: other, id: viewingId, body: { status: "done" } })).status).toBe(404);
      expect((await call(planViewing, { token: other, body: plan() })).status).toBe(422);
    }
    for (const own of [token.demoOwner, token.demoAgent, token.admin]) {
      expect((await call(listViewings, { token: own, query })).body.data.map((row: { id: number }) => row.id)).toContain(viewingId);
    }
  });

  it("an agent of another partner cannot be chosen", async () => {
    const answer = await call(planViewing, { token: token.demoOwner, body: plan({ agent_id: 6 }) });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields.agent_id).toBeDefined();
  });
});

describe("the calendar feed", () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

  it("serves the agent's viewings, uncacheable by shared caches, without the buyer's address; renewed or revoked: 404", async () => {
    const first = await call(renewFeed, { method: "POST", token: token.demoAgent });
    expect(first.status).toBe(200);
    const secret = tokenOf(first.body.data.url);
    const served = await call(feed, { query: `token=${secret}` });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    const parsed = parseIcs(served.body);
    expect(parsed.method).toBe("PUBLISH");
    expect(parsed.events.length).toBeGreaterThanOrEqual(3);
    expect(parsed.events.every((event) => event.tzid === "Europe/Madrid")).toBe(true);
    expect(served.body).not.toContain("joost@example.nl");

    // Only the hash is stored: the token itself is nowhere in the database's feed table.
    const renewed = await call(renewFeed, { method: "POST", token: token.demoAgent });
    expect((await call(feed, { query: `token=${secret}` })).status).toBe(404);
    const current = tokenOf(renewed.body.data.url);
    expect((await call(feed, { query: `token=${current}` })).status).toBe(200);
    expect((await call(revokeFeed, { method: "DELETE", token: token.demoAgent })).status).toBe(200);
    expect((await call(feed, { query: `token=${current}` })).status).toBe(404);
    expect((await call(feed, { query: "token=unknown-token" })).status).toBe(404);
  });

  it("another user's feed holds none of this agent's viewings", async () => {
    const other = await call(renewFeed, { method: "POST", token: token.zuidkustAgent });
    const served = await call(feed, { query: `token=${tokenOf(other.body.data.url)}` });
    expect(served.status).toBe(200);
    expect(parseIcs(served.body).events).toHaveLength(0);
    const rows = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, "agent@zuidkust.test"), eq(mailOutbox.icalMethod, "REQUEST")));
    expect(rows).toHaveLength(0);
  });
});
