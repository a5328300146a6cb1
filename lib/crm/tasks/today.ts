import "server-only";
/**
 * "Vandaag" for one CRM user: their open tasks due today or earlier (today in the partner's time zone),
 * the partner's new, unanswered leads assigned to them or to nobody, newest first, and the partner's
 * projects that newly match its clients' saved searches (matches/news.ts). The tasks and leads are
 * the morning mail (morning-mail.ts). Owners and the admin may look at a colleague's; an agent only
 * at their own (another's is a 404).
 */
import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { AppError } from "../../app-error";
import { db, type Database } from "../../db/client";
import { leads, leadTasks, partners, projects, staffUsers } from "../../db/schema";
import { matchNews } from "../matches/news";
import type { StaffScope } from "../staff";

const LEAD_LIMIT = 50;
const TASK_LIMIT = 100;

/** The first instant of tomorrow in the partner's time zone. */
const endOfToday = (now: Date) => sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${partners.timeZone}) + interval '1 day') at time zone ${partners.timeZone})`;

export interface TodayPerson {
  id: number;
  name: string;
  email: string;
  partnerId: number;
}

/** The user whose list is asked for, if the caller may see it. */
export async function todayPerson(scope: StaffScope, staffId = scope.id): Promise<TodayPerson> {
  const database = await db();
  const [person] = await database.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, partnerId: staffUsers.partnerId }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  const allowed = person?.partnerId != null && (staffId === scope.id || scope.role === "admin" || (scope.teamRole === "owner" && scope.partnerId === person.partnerId));
  if (!person || !allowed) throw new AppError("not_found", "staffNotFound");
  return { ...person, partnerId: person.partnerId! };
}

export async function todayList(database: Database, person: TodayPerson, now = new Date()) {
  const [tasks, newLeads, matches] = await Promise.all([
    database
      .select({ id: leadTasks.id, leadId: leadTasks.leadId, kind: leadTasks.kind, dueAt: leadTasks.dueAt, note: leadTasks.note, firstName: leads.firstName, lastName: leads.lastName })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .innerJoin(partners, eq(partners.id, leads.partnerId))
      .where(and(eq(leads.partnerId, person.partnerId), eq(leadTasks.assignedStaffId, person.id), isNull(leadTasks.doneAt), lt(leadTasks.dueAt, endOfToday(now))))
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
      .limit(TASK_LIMIT),
    database
      .select({ id: leads.id, kind: leads.kind, firstName: leads.firstName, lastName: leads.lastName, projectName: projects.name, createdAt: leads.createdAt, assignedStaffId: leads.assignedStaffId })
      .from(leads)
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .where(and(eq(leads.partnerId, person.partnerId), eq(leads.status, "new"), isNull(leads.firstResponseAt), or(eq(leads.assignedStaffId, person.id), isNull(leads.assignedStaffId))))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEAD_LIMIT),
    matchNews(database, person.partnerId, now),
  ]);
  return { tasks: tasks.map((task) => ({ ...task, overdue: task.dueAt < now })), leads: newLeads, matches };
}
export type TodayList = Awaited<ReturnType<typeof todayList>>;

export function todayForApi(person: TodayPerson, list: TodayList) {
  return {
    staff: { id: person.id, name: person.name },
    tasks: list.tasks.map((task) => ({ id: task.id, lead_id: task.leadId, lead_name: `${task.firstName} ${task.lastName}`.trim(), kind: task.kind, due_at: task.dueAt.toISOString(), overdue: task.overdue, note: task.note })),
    leads: list.leads.map((lead) => ({ id: lead.id, kind: lead.kind, name: `${lead.firstName} ${lead.lastName}`.trim(), project: lead.projectName, created_at: lead.createdAt.toISOString(), assigned_to_me: lead.assignedStaffId === person.id })),
    matches: list.matches.map((news) => ({ project_id: news.projectId, project: news.projectName, reason: news.reason, clients: news.clients, unopened: news.unopened, at: news.at.toISOString() })),
  };
}

/** Whose list an owner (their partner's people) or the admin (every partner's) may pick; an agent: nobody else. */
export async function pickablePeople(scope: StaffScope): Promise<Array<{ id: number; name: string }>> {
  if (scope.role === "partner" && scope.teamRole !== "owner") return [];
  const database = await db();
  const partnerOnly = scope.role === "admin" ? undefined : eq(staffUsers.partnerId, scope.partnerId ?? -1);
  return database
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "partner"), eq(staffUsers.active, true), eq(staffUsers.invitePending, false), partnerOnly))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}
