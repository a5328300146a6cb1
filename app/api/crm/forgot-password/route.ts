import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { requestStaffPasswordReset } from "@/lib/crm/staff-links";
import { crmForgotPasswordCall } from "@/lib/crm/team-calls";
import { dutchTranslator } from "@/lib/i18n/standalone";
import { afterResponse } from "@/lib/server/after-response";

export const dynamic = "force-dynamic";

/**
 * A reset link by mail, the same answer whether the address has a CRM account or not; stored and
 * queued after the answer, so its time tells nothing either (as `POST /api/client-forgot-password`).
 */
export const POST = withApi(crmForgotPasswordCall, async ({ body }) => {
  afterResponse("staff_password_reset_request_failed", () => requestStaffPasswordReset(body.email));
  return ok({ message: dutchTranslator("crm.forgotPassword.done") });
});
