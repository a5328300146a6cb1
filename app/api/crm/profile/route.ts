import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { sessionCookieFor } from "@/lib/auth/session";
import { updateStaffProfile } from "@/lib/crm/profile";
import { staffUserForApi } from "@/lib/crm/staff";
import { crmProfileCall } from "@/lib/crm/team-calls";

export const dynamic = "force-dynamic";

/** One's own name or password; a new password keeps this session (a fresh cookie) or this token, and ends the others. */
export const PATCH = withApi(crmProfileCall, async ({ body, principal }) => {
  const { user, sessionVersion } = await updateStaffProfile(principal.staffId, body, principal.via === "bearer" ? principal.tokenId : null);
  const response = ok(staffUserForApi(user));
  if (sessionVersion !== null && principal.via === "session") response.headers.append("Set-Cookie", await sessionCookieFor("staff", principal.staffId, sessionVersion));
  return response;
});
