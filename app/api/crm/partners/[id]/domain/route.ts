import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmPartnerDomainActivateCall } from "@/lib/partners/brand-calls";
import { activateRequestedDomain } from "@/lib/partners/domain";

export const dynamic = "force-dynamic";

/** Activates the domain the partner's owner asked for (admins). */
export const POST = withApi(crmPartnerDomainActivateCall, async ({ principal, params }) => ok(await activateRequestedDomain(staffScope(principal), params.id)));
