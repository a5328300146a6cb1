import { AppError, fieldText } from "@/lib/app-error";
import { clientResetPasswordCall } from "@/lib/accounts/api-calls";
import { resetPassword } from "@/lib/accounts/password-reset";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { dutchTranslator } from "@/lib/i18n/standalone";

export const dynamic = "force-dynamic";

/** A new password with a reset link's token: once, within the hour; it ends every session and token of the account. */
export const POST = withApi(clientResetPasswordCall, async ({ body }) => {
  if (!(await resetPassword(body.token, body.password))) {
    throw new AppError("unprocessable", "invalidInput", { fields: { token: [fieldText("fieldResetLinkUsed")] } });
  }
  return ok({ message: dutchTranslator("feedback.password_changed") });
});
