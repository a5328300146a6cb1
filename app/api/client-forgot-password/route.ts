import { clientForgotPasswordCall } from "@/lib/accounts/api-calls";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { FEEDBACK_TEXTS } from "@/lib/api/feedback-texts";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** A reset link by mail; the answer is `thanks_reset` whether the e-mail has an account or not. */
export const POST = withApi(clientForgotPasswordCall, async ({ body, site }) => {
  await requestPasswordReset(body.email, site);
  return ok({ message: FEEDBACK_TEXTS.thanks_reset });
});
