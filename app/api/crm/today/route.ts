import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmTodayCall } from "@/lib/crm/assign/calls";
import { db } from "@/lib/db/client";
import { todayForApi, todayList, todayPerson } from "@/lib/crm/tasks/today";

export const dynamic = "force-dynamic";

/** The caller's "Vandaag" (owners and the admin: a colleague's with `staff_id`). */
export const GET = withApi(crmTodayCall, async ({ query, principal }) => {
  const person = await todayPerson(staffScope(principal), query.staff_id);
  return ok(todayForApi(person, await todayList(await db(), person)));
});
