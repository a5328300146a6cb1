import { AppError, fieldText } from "@/lib/app-error";
import { favoriteSubmitCall } from "@/lib/accounts/api-calls";
import { toggleFavorite } from "@/lib/accounts/favorites";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `favoritesubmit`: toggles one project; answers `{ favorite, favorites }`. */
export const POST = withApi(favoriteSubmitCall, async ({ body, principal, site }) => {
  const result = await toggleFavorite(principal.clientId, body.project_id, site.partnerId);
  if (!result) throw new AppError("not_found", "projectNotFound", { fields: { project_id: [fieldText("fieldUnknownProjectLower")] } });
  return ok(result);
});
