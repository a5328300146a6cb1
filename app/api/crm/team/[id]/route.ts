import { withApi } from "@/lib/api/handler";
import { staffScope } from "@/lib/api/auth";
import { ok } from "@/lib/api/respond";
import { crmTeamUpdateCall } from "@/lib/crm/team-calls";
import { changeColleague, memberForApi } from "@/lib/crm/team";

export const dynamic = "force-dynamic";

/** A colleague's role, or (de)activation; a colleague of another partner is not found. */
export const PATCH = withApi(crmTeamUpdateCall, async ({ params, body, principal }) => ok(memberForApi(await changeColleague(staffScope(principal), params.id, body))));
