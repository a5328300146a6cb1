import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmStaffUpdateCall } from "@/lib/crm/admin-calls";
import { changeStaffUser, staffForAdmin } from "@/lib/crm/staff-admin";
import { db } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Rename, (de)activate or set a password (admins; not their own deactivation). */
export const PATCH = withApi(crmStaffUpdateCall, async ({ params, body, principal }) => {
  return ok(staffForAdmin(await changeStaffUser(await db(), principal.staffId, params.id, body)));
});
