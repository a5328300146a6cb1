import { ok } from "@/lib/api/respond";
import { parseJsonBody } from "@/lib/api/validation";
import { partnerDataRequestSchema } from "@/lib/partners/schemas";
import { getPartnerData } from "@/lib/partners/service";

export const dynamic = "force-dynamic";

/** Spec section 7: partner data by domain, then slug; `partner.id` 0 when unknown. */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, partnerDataRequestSchema);
  if (!input.ok) return input.response;
  const { partner } = await getPartnerData(input.data);
  return ok({ partner }, {}, { headers: { "Cache-Control": "no-store" } });
}
