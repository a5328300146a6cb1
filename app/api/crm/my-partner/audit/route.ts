import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { myAudit } from "@/lib/partners/brand";
import { myPartnerAuditCall } from "@/lib/partners/brand-calls";

export const dynamic = "force-dynamic";

/** Who changed the own partner, what and when (owners). */
export const GET = withApi(myPartnerAuditCall, async ({ principal }) => ok(await myAudit(staffScope(principal))));
