import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmTaskUpdateCall } from "@/lib/crm/assign/calls";
import { taskForApi, updateTask } from "@/lib/crm/tasks/tasks";

export const dynamic = "force-dynamic";

/** Done, or changed; a task on a lead out of the caller's scope is a 404. */
export const PATCH = withApi(crmTaskUpdateCall, async ({ params, body, principal }) => ok(taskForApi(await updateTask(staffScope(principal), params.id, body))));
