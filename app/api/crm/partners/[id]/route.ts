import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmPartnerUpdateCall } from "@/lib/crm/admin-calls";
import { changePartner } from "@/lib/partners/admin";
import { partnerForAdmin } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** Changes a partner (admins; the slug stays). */
export const PATCH = withApi(crmPartnerUpdateCall, async ({ params, body, principal }) => ok(partnerForAdmin(await changePartner(params.id, body, principal.staffId))));
