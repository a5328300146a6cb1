import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmAssignSettingsCall, crmAssignSettingsUpdateCall } from "@/lib/crm/assign/calls";
import { getAssignSettings, updateAssignSettings } from "@/lib/crm/assign/settings";

export const dynamic = "force-dynamic";

/** The owner's assignment settings and time zone (agents: 403). */
export const GET = withApi(crmAssignSettingsCall, async ({ principal }) => ok(await getAssignSettings(staffScope(principal))));

export const PATCH = withApi(crmAssignSettingsUpdateCall, async ({ body, principal }) => ok(await updateAssignSettings(staffScope(principal), body)));
