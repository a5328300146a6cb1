import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmProjectMatchesCall, crmProjectMatchesOpenCall } from "@/lib/crm/matches/calls";
import { matchingClients, openMatchLeads } from "@/lib/crm/matches/matches";

export const dynamic = "force-dynamic";

/** The clients whose saved searches match the project (the scope's own; an admin: per partner). */
export const GET = withApi(crmProjectMatchesCall, async ({ params, principal }) => {
  const groups = await matchingClients(staffScope(principal), params.id);
  if (!groups) throw new AppError("not_found", "projectNotFound");
  return ok(groups, { total: groups.reduce((sum, group) => sum + group.clients.length, 0) });
});

/** Opens them as `match` leads of one partner; a repeat opens nobody twice. */
export const POST = withApi(crmProjectMatchesOpenCall, async ({ params, body, principal }) => {
  const { group, created } = await openMatchLeads(staffScope(principal), params.id, body.partner_id);
  return ok(group, { created });
});
