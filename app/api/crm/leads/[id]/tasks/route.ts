import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadTaskCreateCall, crmLeadTasksCall } from "@/lib/crm/assign/calls";
import { createTask, listTasks, taskForApi } from "@/lib/crm/tasks/tasks";

export const dynamic = "force-dynamic";

/** The tasks of a lead the caller sees (another's lead: 404). */
export const GET = withApi(crmLeadTasksCall, async ({ params, principal }) => ok((await listTasks(staffScope(principal), params.id)).map(taskForApi)));

/** A new follow-up task on a lead the caller sees. */
export const POST = withApi(crmLeadTaskCreateCall, async ({ params, body, principal }) => ok(taskForApi(await createTask(staffScope(principal), params.id, body)), {}, { status: 201 }));
