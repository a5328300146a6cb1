/**
 * Lead assignment and follow-up through the route handlers: agents see their own and unassigned leads
 * (and their tasks), owners the partner's, nobody another partner's (404); assignment by hand, in bulk
 * and automatically (round robin, per project), each recorded and mailed; a failing assignment never
 * loses the lead; tasks, "Vandaag" and the morning mail once per day.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assign } from "@/app/api/crm/leads/[id]/assign/route";
import { GET as leadTasks, POST as addTask } from "@/app/api/crm/leads/[id]/tasks/route";
import { GET as lead } from "@/app/api/crm/leads/[id]/route";
import { POST as bulkAssign } from "@/app/api/crm/leads/bulk-assign/route";
import { POST as bulkStatus } from "@/app/api/crm/leads/bulk-status/route";
import { GET as inbox } from "@/app/api/crm/leads/route";
import { PATCH as updateTask } from "@/app/api/crm/tasks/[id]/route";
import { GET as today } from "@/app/api/crm/today/route";
import { GET as getSettings, PATCH as setSettings } from "@/app/api/crm/assign-settings/route";
import { POST as requests } from "@/app/api/requests/route";
import { sendMorningMails } from "@/lib/crm/tasks/morning-mail";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { leadEvents, leads, mailOutbox, morningMails, partners, staffUsers } from "@/lib/db/schema";
import { call } from "./helpers/crm-calls";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

// Seeded: demo's owner 1 and agent 5, zuidkust's owner 2; agent 8 (demo) is added here.
const token: Record<"owner" | "agent" | "agent2" | "zuidkust" | "admin", string> = { owner: "", agent: "", agent2: "", zuidkust: "", admin: "" };
let address = 0;

async function newLead(extra: Record<string, unknown> = {}): Promise<number> {
  const body = { first_name: "Eva", last_name: "Jansen", email: "eva@example.nl", privacy: true, elapsed_ms: 5_000, kind: "contact", message: "Is er een zwembad?", partner: "demo", ...extra };
  const response = await requests(new Request("http://localhost/api/requests", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": `192.0.2.${++address % 250}` }, body: JSON.stringify(body) }));
  const answer = (await response.json()) as { data: { id: number } };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.id;
}

const assigneeOf = async (leadId: number) => (await (await db()).select({ to: leads.assignedStaffId }).from(leads).where(eq(leads.id, leadId)))[0]?.to ?? null;
const mailsTo = async (address_: string, leadId: number) => (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address_), eq(mailOutbox.leadId, leadId)));

beforeAll(async () => {
  const database = await db();
  await database.insert(staffUsers).values({ id: 8, email: "agent2@demo.test", name: "Noor de Wit", role: "partner", teamRole: "agent", partnerId: 1, passwordHash: "x" });
  await database.execute(sql`select setval(pg_get_serial_sequence('staff_users', 'id'), 20)`);
  for (const [key, id] of [["owner", 1], ["agent", 5], ["agent2", 8], ["zuidkust", 2], ["admin", 4]] as const) token[key] = (await issueStaffToken(id)).token;
});

describe("assignment by hand and what each role sees", () => {
  it("the owner assigns a lead: history (who, from, to), a Dutch mail to the agent with the link; the other agent no longer sees it", async () => {
    const id = await newLead();
    expect((await call(lead, { token: token.agent2, id })).status).toBe(200);
    const answer = await call(assign, { token: token.owner, id, body: { staff_id: 5 } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ lead_id: id, assignee: { id: 5, name: "Daan Visser" } });
    const [event] = await (await db()).select().from(leadEvents).where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, "assigned")));
    expect(event).toMatchObject({ staffUserId: 1, fromStaffId: null, toStaffId: 5 });
    const [mail] = await mailsTo("agent@demo.test", id);
    expect(mail?.subject).toBe("Aanvraag voor jou: Eva Jansen");
    expect(mail?.textBody).toContain(`/crm/leads/${id}`);
    expect(mail?.textBody).toContain("Sanne Jansen heeft de aanvraag van Eva Jansen");
    // Scope: the other agent gets a 404 for the lead and its tasks; the assignee and the owner read it.
    expect((await call(lead, { token: token.agent2, id })).status).toBe(404);
    expect((await call(leadTasks, { token: token.agent2, id })).status).toBe(404);
    expect((await call(lead, { token: token.agent, id })).body.data.assignee).toEqual({ id: 5, name: "Daan Visser" });
    expect((await call(lead, { token: token.owner, id })).status).toBe(200);
    const agent2Inbox = await call(inbox, { token: token.agent2 });
    expect(agent2Inbox.body.data.map((row: { id: number }) => row.id)).not.toContain(id);
    const mine = await call(inbox, { token: token.owner });
    expect(mine.body.data.find((row: { id: number }) => row.id === id)?.assignee).toEqual({ id: 5, name: "Daan Visser" });
  });

  it("refuses another partner's user as assignee (422, Dutch) and another partner's lead (404)", async () => {
    const id = await newLead();
    const refused = await call(assign, { token: token.owner, id, body: { staff_id: 2 } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.staff_id).toEqual(["Geen actieve medewerker van deze partner"]);
    expect((await call(assign, { token: token.zuidkust, id, body: { staff_id: 2 } })).status).toBe(404);
    expect(await assigneeOf(id)).toBeNull();
  });

  it("bulk: assigns and sets the status of several leads; one lead out of scope is a 404 and nothing changes", async () => {
    const ids = [await newLead(), await newLead(), await newLead()];
    const zuidkustLead = await newLead({ partner: "zuidkust" });
    expect((await call(bulkAssign, { token: token.owner, body: { lead_ids: [...ids, zuidkustLead], staff_id: 8 } })).status).toBe(404);
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([null, null, null]);
    expect((await call(bulkAssign, { token: token.owner, body: { lead_ids: ids, staff_id: 8 } })).body.data).toEqual({ changed: 3 });
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([8, 8, 8]);
    // Agent 5 no longer sees them: a bulk status on them is a 404.
    expect((await call(bulkStatus, { token: token.agent, body: { lead_ids: ids, status: "contacted" } })).status).toBe(404);
    expect((await call(bulkStatus, { token: token.agent2, body: { lead_ids: ids, status: "contacted" } })).body.data).toEqual({ changed: 3 });
    const empty = await call(bulkStatus, { token: token.owner, body: { lead_ids: [], status: "contacted" } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.lead_ids).toEqual(["Kies minstens één aanvraag"]);
  });
});

describe("automatic assignment", () => {
  it("only owners read and change the settings; a time zone must be a real IANA name", async () => {
    expect((await call(getSettings, { token: token.agent })).status).toBe(403);
    const bad = await call(setSettings, { token: token.owner, method: "PATCH", body: { assign_mode: "round_robin", time_zone: "Mars/Olympus" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.time_zone).toEqual(["Een tijdzone als Europe/Amsterdam"]);
    const good = await call(setSettings, { token: token.owner, method: "PATCH", body: { assign_mode: "round_robin", time_zone: "Europe/Madrid" } });
    expect(good.body.data).toEqual({ assign_mode: "round_robin", time_zone: "Europe/Madrid", projects: [] });
  });

  it("round robin takes the active agents in turn, evenly; the agent is mailed", async () => {
    const assigned = [];
    for (let i = 0; i < 6; i++) assigned.push(await assigneeOf(await newLead()));
    expect(assigned.filter((id) => id === 5)).toHaveLength(3);
    expect(assigned.filter((id) => id === 8)).toHaveLength(3);
    expect(new Set([assigned[0], assigned[1]])).toEqual(new Set([5, 8]));
    const last = await newLead();
    const to = (await assigneeOf(last)) === 5 ? "agent@demo.test" : "agent2@demo.test";
    expect((await mailsTo(to, last))[0]?.textBody).toContain("automatisch aan je toegewezen");
  });

  it("per project: the project's agent, other leads in turn", async () => {
    expect((await call(setSettings, { token: token.owner, method: "PATCH", body: { assign_mode: "project", time_zone: "Europe/Amsterdam", projects: [{ project_id: 7, staff_id: 8 }] } })).status).toBe(200);
    expect(await assigneeOf(await newLead({ kind: "question", project_id: 7 }))).toBe(8);
    expect(await assigneeOf(await newLead({ kind: "question", project_id: 7 }))).toBe(8);
    expect([5, 8]).toContain(await assigneeOf(await newLead()));
  });

  it("a failing assignment is logged and leaves the lead stored and unassigned", async () => {
    const database = await db();
    await database.execute(sql`create function refuse_assigned() returns trigger language plpgsql as $$ begin raise exception 'assignment refused'; end $$`);
    await database.execute(sql`create trigger refuse_assigned before insert on lead_events for each row when (new.kind = 'assigned') execute function refuse_assigned()`);
    try {
      const id = await newLead();
      expect(await assigneeOf(id)).toBeNull();
      expect((await database.select().from(leadEvents).where(eq(leadEvents.leadId, id))).map((event) => event.kind)).toEqual(["created"]);
    } finally {
      await database.execute(sql`drop trigger refuse_assigned on lead_events`);
      await database.execute(sql`drop function refuse_assigned()`);
      await database.update(partners).set({ assignMode: "manual" }).where(eq(partners.id, 1));
    }
  });
});

describe("tasks, Vandaag and the morning mail", () => {
  it("tasks: the caller is the default assignee; done and reopened; another agent's or partner's task is a 404", async () => {
    const id = await newLead();
    const created = await call(addTask, { token: token.agent, id, body: { kind: "call_back", due_at: new Date(Date.now() - 3_600_000).toISOString(), note: "Na 17 uur" } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: "call_back", done: false, note: "Na 17 uur", assignee: { id: 5, name: "Daan Visser" } });
    const taskId = created.body.data.id as number;
    expect((await call(updateTask, { token: token.agent, id: taskId, method: "PATCH", body: { done: true } })).body.data.done).toBe(true);
    expect((await call(updateTask, { token: token.agent, id: taskId, method: "PATCH", body: { done: false } })).body.data.done).toBe(false);
    expect((await call(updateTask, { token: token.zuidkust, id: taskId, method: "PATCH", body: { done: true } })).status).toBe(404);
    expect((await call(leadTasks, { token: token.zuidkust, id })).status).toBe(404);
    await call(assign, { token: token.owner, id, body: { staff_id: 5 } });
    expect((await call(updateTask, { token: token.agent2, id: taskId, method: "PATCH", body: { done: true } })).status).toBe(404);
    expect((await call(leadTasks, { token: token.owner, id })).body.data).toHaveLength(1);
    const bad = await call(addTask, { token: token.agent, id, body: { kind: "call_back", due_at: "morgen" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.due_at).toEqual(["Kies een dag en tijd (binnen twee jaar)"]);
  });

  it("a lead given to a colleague takes the open tasks of other agents along; the owner's and done tasks stay", async () => {
    const id = await newLead();
    const due = new Date(Date.now() - 3_600_000).toISOString();
    const task = async (who: string, body: Record<string, unknown>) => (await call(addTask, { token: who, id, body: { kind: "call_back", due_at: due, ...body } })).body.data.id as number;
    const agentOpen = await task(token.agent, { note: "open" });
    const agentDone = await task(token.agent, { note: "klaar" });
    await call(updateTask, { token: token.agent, id: agentDone, method: "PATCH", body: { done: true } });
    const ownerOpen = await task(token.owner, { note: "eigenaar" });
    expect((await call(assign, { token: token.agent, id, body: { staff_id: 8 } })).status).toBe(200);
    const assignees = Object.fromEntries(
      ((await call(leadTasks, { token: token.owner, id })).body.data as Array<{ id: number; assignee: { id: number } | null }>).map((row) => [row.id, row.assignee?.id]),
    );
    expect(assignees).toEqual({ [agentOpen]: 8, [agentDone]: 5, [ownerOpen]: 1 });
    const taskLeads = async (who: string) => ((await call(today, { token: who })).body.data.tasks as Array<{ lead_id: number }>).map((row) => row.lead_id);
    expect(await taskLeads(token.agent)).not.toContain(id);
    expect(await taskLeads(token.agent2)).toContain(id);
    expect(await taskLeads(token.owner)).toContain(id);
  });

  it("Vandaag: overdue tasks and new unanswered leads (own or free), newest first; an agent sees only their own", async () => {
    const mine = await call(today, { token: token.agent });
    expect(mine.status).toBe(200);
    expect(mine.body.data.tasks.some((task: { overdue: boolean; kind: string }) => task.overdue && task.kind === "call_back")).toBe(true);
    const created = mine.body.data.leads.map((row: { created_at: string }) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const row of mine.body.data.leads) expect(row.assigned_to_me || (await assigneeOf(row.id)) === null).toBe(true);
    const todayOf = async (who: string, staffId: number) => (await today(new Request(`http://localhost/api/crm/today?staff_id=${staffId}`, { headers: { authorization: `Bearer ${who}` } }))).status;
    expect(await todayOf(token.agent2, 5)).toBe(404);
    expect(await todayOf(token.zuidkust, 5)).toBe(404);
    expect(await todayOf(token.owner, 5)).toBe(200);
  });

  it("the morning mail: from 07:00 in the partner's time zone, once per person and day, none when there is nothing", async () => {
    const database = await db();
    const early = new Date("2030-03-04T05:30:00Z"); // 06:30 in Amsterdam
    const morning = new Date("2030-03-04T07:15:00Z"); // 08:15 in Amsterdam
    const tasksDue = await sendMorningMails(database, early);
    expect(tasksDue).toBe(0);
    const sent = await sendMorningMails(database, morning);
    expect(sent).toBeGreaterThan(0);
    expect(await sendMorningMails(database, new Date(morning.getTime() + 30 * 60_000))).toBe(0);
    const rows = await database.select().from(morningMails).where(eq(morningMails.day, "2030-03-04"));
    expect(rows.length).toBe(sent);
    const [mail] = await database.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, "agent@demo.test"), sql`${mailOutbox.subject} like 'Vandaag:%'`));
    expect(mail?.textBody).toContain("Terugbellen: ");
    expect(mail?.textBody).toContain("/crm/vandaag");
  });
});
