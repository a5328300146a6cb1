import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { partnerAuditForAdmin } from "@/lib/partners/brand";
import { crmPartnerAuditCall } from "@/lib/partners/brand-calls";

export const dynamic = "force-dynamic";

/** A partner's audit list (admins). */
export const GET = withApi(crmPartnerAuditCall, async ({ principal, params }) => ok(await partnerAuditForAdmin(staffScope(principal), params.id)));
