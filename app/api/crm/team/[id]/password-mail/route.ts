import { withApi } from "@/lib/api/handler";
import { staffScope } from "@/lib/api/auth";
import { ok } from "@/lib/api/respond";
import { crmTeamPasswordMailCall } from "@/lib/crm/team-calls";
import { mailColleagueLink, memberForApi } from "@/lib/crm/team";

export const dynamic = "force-dynamic";

/** A reset link (or the invitation again) for a colleague of the owner's partner. */
export const POST = withApi(crmTeamPasswordMailCall, async ({ params, principal }) => ok(memberForApi(await mailColleagueLink(staffScope(principal), params.id))));
