import { AppError } from "@/lib/app-error";
import { clientCall } from "@/lib/accounts/api-calls";
import { getClientUser } from "@/lib/accounts/clients";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Spec section 7 `client`: the user in `data`, with the scope key. */
export const GET = withApi(clientCall, async ({ principal }) => {
  const user = await getClientUser(principal.clientId);
  if (!user) throw new AppError("unauthorized", "loginRequired");
  return ok(user);
});
