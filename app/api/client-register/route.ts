import { clientRegisterCall } from "@/lib/accounts/api-calls";
import { registerClient } from "@/lib/accounts/clients";
import { FEEDBACK_TEXTS } from "@/lib/api/feedback-texts";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `client-register`: 201 with the user; 409 when the e-mail has an account; 422 with the fields. */
export const POST = withApi(clientRegisterCall, async ({ body, site }) => {
  const user = await registerClient(body, site.partnerId || null);
  return ok(user, { message: FEEDBACK_TEXTS.thanks_register }, { status: 201 });
});
