import { clientForgotPasswordCall } from "@/lib/accounts/api-calls";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { dutchTranslator } from "@/lib/i18n/standalone";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { afterResponse } from "@/lib/server/after-response";

export const dynamic = "force-dynamic";

/**
 * A reset link by mail; the answer is `thanks_reset` whether the e-mail has an account or not. The link
 * is stored and queued after the answer: its transaction (a commit that waits for the disk) would
 * otherwise tell by the answer's time that the address has an account.
 */
export const POST = withApi(clientForgotPasswordCall, async ({ body, site }) => {
  afterResponse("password_reset_request_failed", () => requestPasswordReset(body.email, site));
  return ok({ message: dutchTranslator("feedback.thanks_reset") });
});
