import { staffScope } from "@/lib/api/auth";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { changeMyAboutPhoto, removeMyAboutPhoto } from "@/lib/partners/brand";
import { myPartnerAboutPhotoCall, myPartnerAboutPhotoDeleteCall } from "@/lib/partners/brand-calls";
import { brandForOwner } from "@/lib/partners/present";

export const dynamic = "force-dynamic";

/** A new "over ons" photo for the owner's uw-makelaar page (checked by its bytes, resized to WebP). */
export const POST = withApi(myPartnerAboutPhotoCall, async ({ principal, body }) =>
  ok(brandForOwner(await changeMyAboutPhoto(staffScope(principal), body.type, Buffer.from(body.data, "base64")))),
);

/** The page shows the text alone again. */
export const DELETE = withApi(myPartnerAboutPhotoDeleteCall, async ({ principal }) => ok(brandForOwner(await removeMyAboutPhoto(staffScope(principal)))));
