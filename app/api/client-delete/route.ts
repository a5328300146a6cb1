import { clientDeleteCall } from "@/lib/accounts/api-calls";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { withSessionCleared } from "@/lib/auth/session";
import { dutchTranslator } from "@/lib/i18n/standalone";
import { deleteClientAccount } from "@/lib/privacy/client-data";

export const dynamic = "force-dynamic";

/** Deletes the account with the password as confirmation; the session ends with it. */
export const POST = withApi(clientDeleteCall, async ({ body, principal }) => {
  const anonymised = await deleteClientAccount(principal.clientId, body.password);
  return withSessionCleared(ok({ deleted: true as const, anonymised_requests: anonymised }, { message: dutchTranslator("feedback.account_deleted") }));
});
