import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { myPartnerDomainCall, myPartnerDomainRequestCall } from "@/lib/partners/brand-calls";
import { myDomainStatus, requestMyDomain } from "@/lib/partners/domain";

export const dynamic = "force-dynamic";

/** The own domain: the record to create and whether it points here (a DNS lookup, owners). */
export const GET = withApi(myPartnerDomainCall, async ({ principal }) => ok(await myDomainStatus(staffScope(principal))));

/** Asks the admin to activate a domain, or withdraws the request. */
export const POST = withApi(myPartnerDomainRequestCall, async ({ principal, body }) => ok(await requestMyDomain(staffScope(principal), body)));
