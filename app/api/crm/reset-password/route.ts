import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { usePasswordLink } from "@/lib/crm/staff-links";
import { crmResetPasswordCall } from "@/lib/crm/team-calls";
import { dutchTranslator } from "@/lib/i18n/standalone";

export const dynamic = "force-dynamic";

/** A CRM user's new password with a reset link's token; it ends every session and token of theirs. */
export const POST = withApi(crmResetPasswordCall, async ({ body }) => {
  if (!(await usePasswordLink("reset", body.token, body.password))) throw new AppError("unprocessable", "invalidInput", { fields: { token: [fieldText("fieldResetLinkUsed")] } });
  return ok({ message: dutchTranslator("crm.resetPassword.done") });
});
