import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmStaffCall, crmStaffCreateCall } from "@/lib/crm/admin-calls";
import { createStaffUser, listStaffUsers, staffForAdmin } from "@/lib/crm/staff-admin";
import { db } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Every CRM user (admins). */
export const GET = withApi(crmStaffCall, async () => ok((await listStaffUsers(await db())).map(staffForAdmin)));

/** A new CRM user for a partner, or an admin. */
export const POST = withApi(crmStaffCreateCall, async ({ body }) => ok(staffForAdmin(await createStaffUser(await db(), body)), {}, { status: 201 }));
