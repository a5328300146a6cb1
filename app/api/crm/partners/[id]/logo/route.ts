import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmPartnerLogoCall, crmPartnerLogoDeleteCall } from "@/lib/crm/admin-calls";
import { changePartnerLogo, removePartnerLogo } from "@/lib/partners/admin";
import { partnerForAdmin } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** A new logo: the declared image type, checked and decoded, stored re-encoded (admins). */
export const POST = withApi(crmPartnerLogoCall, async ({ params, body, principal }) => ok(partnerForAdmin(await changePartnerLogo(params.id, body.type, Buffer.from(body.data, "base64"), principal.staffId))));

/** The partner goes back to its name alone (admins). */
export const DELETE = withApi(crmPartnerLogoDeleteCall, async ({ params, principal }) => ok(partnerForAdmin(await removePartnerLogo(params.id, principal.staffId))));
