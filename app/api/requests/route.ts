import { dutchTranslator } from "@/lib/i18n/standalone";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { requestCall } from "@/lib/leads/api-calls";
import { createLead } from "@/lib/leads/create";

export const dynamic = "force-dynamic";

/** Every request form: the lead and its mails are stored, then 201 with `data.id` and the `thanks_request` text. */
export const POST = withApi(requestCall, async ({ body, headers, site, principal }) => {
  const lead = await createLead(body, site, principal.kind === "client" ? principal.clientId : null, headers["idempotency-key"] ?? null);
  return ok({ id: lead.id }, { message: dutchTranslator("feedback.thanks_request"), documents: lead.documents }, { status: lead.replayed ? 200 : 201 });
});
