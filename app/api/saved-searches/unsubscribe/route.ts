import { AppError, fieldText } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { savedSearchUnsubscribeCall } from "@/lib/saved-searches/api-calls";
import { unsubscribe } from "@/lib/saved-searches/unsubscribe";

export const dynamic = "force-dynamic";

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL of the
 * mail's `List-Unsubscribe` header; the confirmation page's button posts here too. The token decides;
 * the body is not needed.
 */
export const POST = withApi(savedSearchUnsubscribeCall, async ({ query }) => {
  if (!(await unsubscribe(await db(), query.token))) throw new AppError("not_found", "unsubscribeUnknown", { fields: { token: [fieldText("fieldUnknownLink")] } });
  return ok({ unsubscribed: true as const });
});
