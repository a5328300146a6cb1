import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { withSessionCleared } from "@/lib/auth/session";
import { crmLogoutCall } from "@/lib/crm/api-calls";
import { endStaffSessions, revokeStaffToken } from "@/lib/crm/staff";

export const dynamic = "force-dynamic";

/** A staff Bearer token is revoked; the CRM session (and copies of its cookie) ends, as `/api/client-logout` does for clients. */
export const POST = withApi(crmLogoutCall, async ({ principal }) => {
  if (principal.via === "bearer") {
    await revokeStaffToken(principal.tokenId);
    return ok({ logged_out: true as const });
  }
  await endStaffSessions(principal.staffId);
  return withSessionCleared(ok({ logged_out: true as const }));
});
