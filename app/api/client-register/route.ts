import { clientRegisterCall } from "@/lib/accounts/api-calls";
import { registerClient } from "@/lib/accounts/clients";
import { dutchTranslator } from "@/lib/i18n/standalone";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/**
 * Spec section 7 `client-register`: 201 with the same answer whether the e-mail already had an account
 * or not (the owner of an existing one is mailed instead); 422 with the fields.
 */
export const POST = withApi(clientRegisterCall, async ({ body, site }) => {
  await registerClient(body, site);
  return ok({ message: `${dutchTranslator("feedback.thanks_register")}. ${dutchTranslator("feedback.register_mail")}` }, {}, { status: 201 });
});
