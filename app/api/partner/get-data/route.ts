import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { partnerDataCall } from "@/lib/partners/api-calls";
import { getPartnerData } from "@/lib/partners/service";

export const dynamic = "force-dynamic";

/** Spec section 7: partner data by domain, then slug; `partner.id` 0 when unknown. */
export const POST = withApi(partnerDataCall, async ({ body }) => ok(await getPartnerData(body)));
