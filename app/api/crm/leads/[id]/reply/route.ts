import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadReplyCall } from "@/lib/crm/replies/calls";
import { sendReply } from "@/lib/crm/replies/send";

export const dynamic = "force-dynamic";

/** A reply to the lead's buyer; another partner's lead is a 404 (the data layer's scope). */
export const POST = withApi(crmLeadReplyCall, async ({ params, body, principal }) => {
  await sendReply(staffScope(principal), params.id, body);
  return ok({ sent: [params.id] });
});
