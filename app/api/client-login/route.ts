import { AppError } from "@/lib/app-error";
import { clientLoginCall } from "@/lib/accounts/api-calls";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { checkCredentials } from "@/lib/accounts/clients";
import { dutchTranslator } from "@/lib/i18n/standalone";
import { withApi } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/rate-limit";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `client-login`: `data.user` and `meta.token`, the Bearer token for the calls that need a client. */
export const POST = withApi(clientLoginCall, async ({ body, request }) => {
  const user = await checkCredentials(body.email, body.password, clientAddress(request));
  if (!user) throw new AppError("unauthorized", "loginFailed");
  const { token, expiresAt } = await issueApiToken(user.id);
  return ok({ user }, { token, expires_at: expiresAt.toISOString(), message: dutchTranslator("feedback.login_success") });
});
