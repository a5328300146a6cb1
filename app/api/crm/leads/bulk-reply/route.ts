import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmLeadsBulkReplyCall } from "@/lib/crm/replies/calls";
import { sendBulkReply } from "@/lib/crm/replies/send";

export const dynamic = "force-dynamic";

/** One template to several leads, all or nothing. */
export const POST = withApi(crmLeadsBulkReplyCall, async ({ body, principal }) => ok(await sendBulkReply(staffScope(principal), body)));
