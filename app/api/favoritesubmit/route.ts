import { favoriteSubmitCall } from "@/lib/accounts/api-calls";
import { toggleFavorite } from "@/lib/accounts/favorites";
import { ApiError, notFound } from "@/lib/api/errors";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `favoritesubmit`: toggles one project; answers `{ favorite, favorites }`. */
export const POST = withApi(favoriteSubmitCall, async ({ body, principal }) => {
  if (principal.kind !== "client") throw new ApiError("unauthorized", "Log in om verder te gaan");
  const result = await toggleFavorite(principal.clientId, body.project_id);
  if (!result) throw notFound("Project niet gevonden", { project_id: ["onbekend project"] });
  return ok(result);
});
