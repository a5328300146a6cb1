import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmPartnerCreateCall, crmPartnersCall } from "@/lib/crm/admin-calls";
import { db } from "@/lib/db/client";
import { createPartner } from "@/lib/partners/admin";
import { listPartners } from "@/lib/partners/manage";
import { partnerForAdmin } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** Every partner (admins; the wrapper refuses anyone else). */
export const GET = withApi(crmPartnersCall, async () => ok((await listPartners(await db())).map(partnerForAdmin)));

/** A new partner, with the CLI's rules. */
export const POST = withApi(crmPartnerCreateCall, async ({ body }) => ok(partnerForAdmin(await createPartner(body)), {}, { status: 201 }));
