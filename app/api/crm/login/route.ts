import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/rate-limit";
import { ok } from "@/lib/api/respond";
import { crmLoginCall } from "@/lib/crm/api-calls";
import { checkStaffCredentials, issueStaffToken, staffUserForApi } from "@/lib/crm/staff";

export const dynamic = "force-dynamic";

/** A staff Bearer token for partners' own tools (`meta.token`, like `/api/client-login`). */
export const POST = withApi(crmLoginCall, async ({ body, request }) => {
  const user = await checkStaffCredentials(body.email, body.password, clientAddress(request));
  if (!user) throw new AppError("unauthorized", "loginFailed");
  const { token, expiresAt } = await issueStaffToken(user.id);
  return ok({ user: staffUserForApi(user) }, { token, expires_at: expiresAt.toISOString() });
});
