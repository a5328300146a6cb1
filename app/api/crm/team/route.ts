import { withApi } from "@/lib/api/handler";
import { staffScope } from "@/lib/api/auth";
import { ok } from "@/lib/api/respond";
import { crmTeamCall, crmTeamInviteCall } from "@/lib/crm/team-calls";
import { inviteColleague, listTeam, memberForApi } from "@/lib/crm/team";

export const dynamic = "force-dynamic";

/** The owner's colleagues. */
export const GET = withApi(crmTeamCall, async ({ principal }) => ok((await listTeam(staffScope(principal))).map(memberForApi)));

/** Invite a colleague to the owner's own partner. */
export const POST = withApi(crmTeamInviteCall, async ({ body, principal }) => ok(memberForApi(await inviteColleague(staffScope(principal), body)), {}, { status: 201 }));
