import "server-only";
/**
 * Follow-up tasks on a lead (call back, send the price list, ...). A task is reached only through its
 * lead and the lead's scope (lib/crm/leads.ts scopeCondition): another partner's task, or one on a lead
 * an agent may not see, is a 404 like an unknown one. A new or changed task is a note in the history.
 */
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError, fieldText } from "../../app-error";
import { db, type Database } from "../../db/client";
import { leads, leadTasks, staffUsers } from "../../db/schema";
import { assignableCondition } from "../assign/assign";
import { scopeCondition } from "../leads";
import type { StaffScope } from "../staff";
import type { taskCreateSchema, taskUpdateSchema } from "../assign/schemas";

const taskColumns = {
  id: leadTasks.id,
  leadId: leadTasks.leadId,
  kind: leadTasks.kind,
  dueAt: leadTasks.dueAt,
  note: leadTasks.note,
  doneAt: leadTasks.doneAt,
  assignedStaffId: leadTasks.assignedStaffId,
  assigneeName: staffUsers.name,
  createdAt: leadTasks.createdAt,
};
export type TaskRow = Awaited<ReturnType<typeof listTasks>>[number];

async function leadInScope(tx: Database, scope: StaffScope, leadId: number) {
  const [lead] = await tx.select({ id: leads.id, partnerId: leads.partnerId }).from(leads).where(and(eq(leads.id, leadId), scopeCondition(scope))).limit(1);
  if (!lead) throw new AppError("not_found", "leadNotFound");
  return lead;
}

async function checkAssignee(tx: Database, partnerId: number | null, staffId: number | null) {
  if (staffId === null) return null;
  const [row] = partnerId === null ? [] : await tx.select({ id: staffUsers.id }).from(staffUsers).where(and(eq(staffUsers.id, staffId), assignableCondition(partnerId))).limit(1);
  if (!row) throw new AppError("unprocessable", "invalidInput", { fields: { staff_id: [fieldText("fieldUnknownAssignee")] } });
  return row.id;
}

/** A lead's tasks, open ones first by due time. */
export async function listTasks(scope: StaffScope, leadId: number) {
  const database = await db();
  await leadInScope(database, scope, leadId);
  return database
    .select(taskColumns)
    .from(leadTasks)
    .leftJoin(staffUsers, eq(staffUsers.id, leadTasks.assignedStaffId))
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(asc(leadTasks.doneAt), asc(leadTasks.dueAt), asc(leadTasks.id));
}

async function oneTask(database: Database, taskId: number) {
  const [row] = await database.select(taskColumns).from(leadTasks).leftJoin(staffUsers, eq(staffUsers.id, leadTasks.assignedStaffId)).where(eq(leadTasks.id, taskId)).limit(1);
  return row!;
}

/** A new task; the assignee defaults to the caller (an admin's lands unassigned). */
export async function createTask(scope: StaffScope, leadId: number, input: z.output<typeof taskCreateSchema>, now = new Date()) {
  const database = await db();
  const id = await database.transaction(async (tx) => {
    const lead = await leadInScope(tx, scope, leadId);
    const wanted = input.staff_id === undefined ? (scope.role === "admin" ? null : scope.id) : input.staff_id;
    const assignedStaffId = await checkAssignee(tx, lead.partnerId, wanted);
    const [row] = await tx
      .insert(leadTasks)
      .values({ leadId, kind: input.kind, dueAt: new Date(input.due_at), assignedStaffId, note: input.note || null, createdBy: scope.id, createdAt: now })
      .returning({ id: leadTasks.id });
    return row!.id;
  });
  return oneTask(database, id);
}

/** Done or not done, or another kind, time, assignee or note; a task out of scope is a 404. */
export async function updateTask(scope: StaffScope, taskId: number, change: z.output<typeof taskUpdateSchema>, now = new Date()) {
  const database = await db();
  await database.transaction(async (tx) => {
    const [task] = await tx
      .select({ leadId: leadTasks.leadId, partnerId: leads.partnerId })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(eq(leadTasks.id, taskId), scopeCondition(scope)))
      .for("update", { of: leadTasks })
      .limit(1);
    if (!task) throw new AppError("not_found", "taskNotFound");
    const assignedStaffId = change.staff_id === undefined ? undefined : await checkAssignee(tx, task.partnerId, change.staff_id);
    await tx
      .update(leadTasks)
      .set({
        ...(change.done === undefined ? {} : { doneAt: change.done ? now : null }),
        ...(change.kind ? { kind: change.kind } : {}),
        ...(change.due_at ? { dueAt: new Date(change.due_at) } : {}),
        ...(assignedStaffId === undefined ? {} : { assignedStaffId }),
        ...(change.note === undefined ? {} : { note: change.note || null }),
      })
      .where(eq(leadTasks.id, taskId));
  });
  return oneTask(database, taskId);
}

export function taskForApi(task: TaskRow) {
  return {
    id: task.id,
    lead_id: task.leadId,
    kind: task.kind,
    due_at: task.dueAt.toISOString(),
    note: task.note,
    done: task.doneAt !== null,
    done_at: task.doneAt?.toISOString() ?? null,
    assignee: task.assignedStaffId && task.assigneeName ? { id: task.assignedStaffId, name: task.assigneeName } : null,
    created_at: task.createdAt.toISOString(),
  };
}
