import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeMyLogo, removeMyLogo } from "@/lib/partners/brand";
import { myPartnerLogoCall, myPartnerLogoDeleteCall } from "@/lib/partners/brand-calls";
import { brandForOwner } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** A new logo for the owner's own site (the admin's logo pipeline: checked, decoded, stored re-encoded). */
export const POST = withApi(myPartnerLogoCall, async ({ principal, body }) => ok(brandForOwner(await changeMyLogo(staffScope(principal), body.type, Buffer.from(body.data, "base64")))));

/** The own site goes back to the name alone. */
export const DELETE = withApi(myPartnerLogoDeleteCall, async ({ principal }) => ok(brandForOwner(await removeMyLogo(staffScope(principal)))));
