import { clientRegisterCall } from "@/lib/accounts/api-calls";
import { registerClient } from "@/lib/accounts/clients";
import { REGISTERED_MESSAGE } from "@/lib/api/feedback-texts";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/**
 * Spec section 7 `client-register`: 201 with the same answer whether the e-mail already had an account
 * or not (the owner of an existing one is mailed instead); 422 with the fields.
 */
export const POST = withApi(clientRegisterCall, async ({ body, site }) => {
  await registerClient(body, site);
  return ok({ message: REGISTERED_MESSAGE }, {}, { status: 201 });
});
