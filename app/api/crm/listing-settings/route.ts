import { AppError } from "@/lib/app-error";
import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeListingSettings, listingSettingsOf } from "@/lib/crm/listing-access";
import { crmListingSettingsCall, crmListingSettingsUpdateCall } from "@/lib/crm/listing-calls";
import { ownedPartnerId } from "@/lib/crm/staff";

export const dynamic = "force-dynamic";

function ownPartner(principal: Parameters<typeof staffScope>[0]): number {
  const partnerId = ownedPartnerId(staffScope(principal));
  if (partnerId === null) throw new AppError("forbidden", "forbidden");
  return partnerId;
}

/** The owner's partner's setting for its agents (owners only: the wrapper refuses anyone else). */
export const GET = withApi(crmListingSettingsCall, async ({ principal }) => ok(await listingSettingsOf(ownPartner(principal))));

export const PATCH = withApi(crmListingSettingsUpdateCall, async ({ body, principal }) => ok(await changeListingSettings(ownPartner(principal), body.agents_edit_listings)));
