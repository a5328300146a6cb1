import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeMyBrand, myPartner } from "@/lib/partners/brand";
import { myPartnerCall, myPartnerUpdateCall } from "@/lib/partners/brand-calls";
import { brandForOwner } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** The owner's own partner (owners; the partner comes from the owner's scope). */
export const GET = withApi(myPartnerCall, async ({ principal }) => ok(brandForOwner(await myPartner(staffScope(principal)))));

/** Changes the own brand and contact details; recorded in the audit list, the site refreshed at once. */
export const PATCH = withApi(myPartnerUpdateCall, async ({ principal, body }) => ok(brandForOwner(await changeMyBrand(staffScope(principal), body))));
